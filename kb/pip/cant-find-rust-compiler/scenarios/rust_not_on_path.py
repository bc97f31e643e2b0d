"""setuptools-rust "error: can't find Rust compiler", cause: no rustc/cargo on PATH while pip
builds a package from source.

A tiny setuptools-rust project (a Rust cdylib with no crate dependencies, loaded with ctypes)
is built with `pip wheel --no-build-isolation --no-index` (setuptools-rust is already in
this environment, so nothing is downloaded) and the wheel installed into a fresh venv. The broken run drops every PATH entry that holds
cargo or rustc, as on a machine where Rust was never installed.

Remedies:
  put-cargo-on-path       add the folder with cargo/rustc (rustup's ~/.cargo/bin) to PATH
  install-prebuilt-wheel  install a wheel built beforehand (a stand-in for the wheel a project
                          publishes) with --only-binary :all:, still without Rust on PATH
"""
import os, shutil, subprocess, sys

from pipkit import arg_remedy, check, make_project, make_venv, run_pip, tmpdir

REMEDY = arg_remedy({"put-cargo-on-path", "install-prebuilt-wheel"})

# an installed toolchain for the fixed runs: on PATH, in $CARGO_HOME, or rustup's default
# folder of the invoking user or of root (the lab may run with its own HOME)
candidates = [shutil.which("cargo")] + [os.path.join(d, "bin", "cargo") for d in
              (os.environ.get("CARGO_HOME"), os.path.join(os.path.expanduser("~"), ".cargo"), "/root/.cargo") if d]
cargo = next((c for c in candidates if c and os.path.exists(c)), None)
if cargo is None:
    print("the lab needs a Rust toolchain for the fixed runs; none found", file=sys.stderr)
    sys.exit(3)
rust_dir = os.path.dirname(cargo)
rustup_home = os.environ.get("RUSTUP_HOME") or os.path.join(os.path.dirname(os.path.dirname(rust_dir)), ".rustup")
path_entries = os.environ.get("PATH", "").split(os.pathsep)
no_rust = os.pathsep.join(p for p in path_entries
                          if p and not any(os.path.exists(os.path.join(p, t)) for t in ("cargo", "rustc")))
with_rust = os.pathsep.join([rust_dir] + no_rust.split(os.pathsep))

tmp = tmpdir("kf-rust-")
env_base = {"CARGO_TARGET_DIR": os.path.join(tmp, "target"), "CARGO_NET_OFFLINE": "true",
            "CARGO_HOME": os.path.dirname(rust_dir), "RUSTUP_HOME": rustup_home}
proj = make_project(os.path.join(tmp, "rsdemo"), {
    "pyproject.toml": ('[build-system]\nrequires = ["setuptools", "setuptools-rust"]\n'
                       'build-backend = "setuptools.build_meta"\n\n'
                       '[project]\nname = "rsdemo"\nversion = "0.1.0"\n'),
    "setup.py": ('from setuptools import setup\nfrom setuptools_rust import Binding, RustExtension\n\n'
                 'setup(packages=["rsdemo"], rust_extensions=[RustExtension("rsdemo.native", binding=Binding.NoBinding)])\n'),
    "rsdemo/__init__.py": "",
    "Cargo.toml": ('[package]\nname = "rsdemo"\nversion = "0.1.0"\nedition = "2021"\n\n'
                   '[lib]\nname = "native"\ncrate-type = ["cdylib"]\n'),
    "src/lib.rs": ('#[no_mangle]\npub extern "C" fn dot(a: *const f64, b: *const f64, n: usize) -> f64 {\n'
                   '    let (a, b) = unsafe { (std::slice::from_raw_parts(a, n), std::slice::from_raw_parts(b, n)) };\n'
                   '    a.iter().zip(b).map(|(x, y)| x * y).sum()\n}\n'),
})
vpy = make_venv(os.path.join(tmp, "venv"))
wheelhouse = os.path.join(tmp, "wheelhouse")
build = ["wheel", "--no-build-isolation", "--no-index", "--no-deps", "-w", wheelhouse, proj]
if REMEDY == "install-prebuilt-wheel":
    # the published wheel, built once where Rust exists; the install below runs without Rust
    run_pip(build, env=dict(env_base, PATH=with_rust))
else:
    # pip builds the wheel from source, the way `pip install` does when no wheel fits
    run_pip(build, env=dict(env_base, PATH=with_rust if REMEDY == "put-cargo-on-path" else no_rust))
run_pip(["install", "--no-index", "--only-binary", ":all:", "--find-links", wheelhouse, "rsdemo"],
        python=vpy, env=dict(env_base, PATH=no_rust))

code = ("import ctypes, glob, os, rsdemo;"
        "lib = ctypes.CDLL(glob.glob(os.path.join(os.path.dirname(rsdemo.__file__), 'native*'))[0]);"
        "lib.dot.restype = ctypes.c_double;"
        "a = (ctypes.c_double * 4)(1.5, -2.0, 3.25, 4.0); b = (ctypes.c_double * 4)(2.0, 0.5, -1.0, 0.25);"
        "print(repr(lib.dot(a, b, 4)))")
got = float(subprocess.run([vpy, "-c", code], capture_output=True, text=True, check=True).stdout)
want = 1.5 * 2.0 + -2.0 * 0.5 + 3.25 * -1.0 + 4.0 * 0.25  # computed in Python: -0.25
check(abs(got - want) < 1e-12, "Rust dot() over 4 doubles -> %r, Python reference %r" % (got, want))
