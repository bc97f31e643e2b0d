"""EOFError: Ran out of input, cause: a spawned child process reads an empty pipe because the parent
failed to pickle the Process object (Windows, and any spawn start method that starts the child first).

On Windows, multiprocessing's popen_spawn_win32 starts the child interpreter first and only then
pickles the preparation data and the Process object into the pipe to the child. When pickling the
Process object fails (its target is a local function or lambda, or its arguments hold a lock, an
open file or a generator), the parent raises that error and closes the pipe; the child, blocked in
multiprocessing/spawn.py `_main`, reads the end of the pipe and prints "EOFError: Ran out of input".

The lab runs on Linux, where popen_spawn_posix pickles everything before it starts the child, so the
parent error comes alone. WinOrderPopen below subclasses popen_spawn_posix.Popen and changes only
the order of its _launch to the Windows order (start the child, then write to the pipe; the pipe is
closed once the parent's traceback has been printed, at interpreter exit, and the parent then waits
for the child so that both tracebacks are captured). The child is the real spawn_main/_main code.

Remedies:
  module-level-target   define the target at module level (and pass only picklable arguments), so
                        that the parent can pickle the Process object
  freeze-support        call multiprocessing.freeze_support() first in the __main__ block (dead end:
                        it only matters for frozen executables; the pickling still fails)

Check: the child's word counts, written to a file, equal the counts computed in the parent.
"""
import atexit
import io
import json
import multiprocessing as mp
import os
import sys
import tempfile
from multiprocessing import popen_spawn_posix, reduction, spawn, util
from multiprocessing.context import SpawnProcess, set_spawning_popen

from _common import check, parse_remedy

TEXT = "the cat sat on the mat and the dog sat on the cat"


class WinOrderPopen(popen_spawn_posix.Popen):
    """popen_spawn_posix.Popen with the order of popen_spawn_win32: start the child, then pickle."""

    def _launch(self, process_obj):
        from multiprocessing import resource_tracker
        tracker_fd = resource_tracker.getfd()
        self._fds.append(tracker_fd)
        prep_data = spawn.get_preparation_data(process_obj._name)
        parent_r, child_w = os.pipe()
        child_r, parent_w = os.pipe()
        cmd = spawn.get_command_line(tracker_fd=tracker_fd, pipe_handle=child_r)
        self._fds.extend([child_r, child_w])
        self.pid = util.spawnv_passfds(spawn.get_executable(), cmd, self._fds)
        self.sentinel = parent_r
        os.close(child_r)
        os.close(child_w)
        buf = io.BytesIO()
        set_spawning_popen(self)
        try:
            reduction.dump(prep_data, buf)
            os.write(parent_w, buf.getvalue())      # the preparation data reaches the child
            buf = io.BytesIO()
            reduction.dump(process_obj, buf)        # fails for an unpicklable target
            os.write(parent_w, buf.getvalue())
        except BaseException:
            pid = self.pid

            def close_pipe_and_wait():
                os.close(parent_w)
                os.waitpid(pid, 0)
            atexit.register(close_pipe_and_wait)
            raise
        finally:
            set_spawning_popen(None)
        os.close(parent_w)
        self.finalizer = util.Finalize(self, util.close_fds, [parent_r])


class WinOrderProcess(SpawnProcess):
    @staticmethod
    def _Popen(process_obj):
        return WinOrderPopen(process_obj)


def count_words(text, out_path):
    counts = {}
    for w in text.split():
        counts[w] = counts.get(w, 0) + 1
    with open(out_path, "w") as f:
        json.dump(counts, f)


def main(remedy):
    out_path = os.path.join(tempfile.mkdtemp(prefix="eof-"), "counts.json")
    if remedy == "module-level-target":
        target = count_words
    else:
        def target(text, out_path):          # a local function: picklable only by reference, and it has none
            count_words(text, out_path)
    p = WinOrderProcess(target=target, args=(TEXT, out_path))
    p.start()
    p.join(30)
    with open(out_path) as f:
        got = json.load(f)
    want = {}
    for w in TEXT.split():
        want[w] = want.get(w, 0) + 1
    check(p.exitcode == 0 and got == want, "child exit code %s, counts %r" % (p.exitcode, got))


if __name__ == "__main__":
    remedy = parse_remedy({"module-level-target", "freeze-support"})
    if remedy == "freeze-support":
        mp.freeze_support()
    main(remedy)
