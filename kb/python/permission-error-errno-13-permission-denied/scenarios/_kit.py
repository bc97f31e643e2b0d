"""Shared helpers of this entry's scenarios (not a scenario; the lab copies it with them).

Permission checks do not apply to root, and the lab may run as root. as_user() therefore
sets up the files with the current identity, then runs the scenario body in a forked child
that has dropped to an unprivileged uid/gid (nobody, 65534) when the parent is root, so
the kernel's real permission check raises the real PermissionError. The child writes its
traceback and its KNOWNFIX_CHECK line to the same stdout/stderr; the parent only waits,
removes the temporary folder and exits with the child's status. Without root the body runs
in-process as the current (already unprivileged) user.
"""
import linecache, os, shutil, sys, tempfile, tokenize, traceback  # noqa: F401 (loaded before dropping privileges)

NOBODY = 65534


def arg_remedy(remedies):
    if "--remedy" in sys.argv:
        r = sys.argv[sys.argv.index("--remedy") + 1]
        if r not in remedies:
            print("unknown remedy: %s" % r, file=sys.stderr)
            sys.exit(2)
        return r
    return None


def workdir(prefix):
    # /tmp rather than $TMPDIR: every folder above the work folder must be searchable by the
    # unprivileged user, or the refusal would come from an ancestor instead of the scenario's file.
    base = "/tmp" if os.path.isdir("/tmp") and os.stat("/tmp").st_mode & 0o1777 == 0o1777 else None
    root = tempfile.mkdtemp(prefix=prefix, dir=base)
    os.chmod(root, 0o755)          # the unprivileged user must be able to enter it
    return root


def user_ids():
    """(uid, gid) the body runs as."""
    if os.geteuid() == 0:
        return NOBODY, NOBODY
    return os.geteuid(), os.getegid()


def as_user(root, body):
    if os.geteuid() != 0:
        try:
            body()
        finally:
            shutil.rmtree(root, True)
        return
    sys.stdout.flush(); sys.stderr.flush()
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            os.setgroups([])
            os.setgid(NOBODY)
            os.setuid(NOBODY)
            os.environ["HOME"] = os.path.join(root, "home")
            body()
        except SystemExit as e:
            code = e.code if isinstance(e.code, int) else 1
        except BaseException:

            traceback.print_exc()
            code = 1
        sys.stdout.flush(); sys.stderr.flush()
        os._exit(code)
    _, status = os.waitpid(pid, 0)
    shutil.rmtree(root, True)
    sys.exit(os.waitstatus_to_exitcode(status) if hasattr(os, "waitstatus_to_exitcode") else (status >> 8))
