"""`error: command '/usr/bin/gcc' failed with exit code 1`, cause: the C source does not compile
against this Python's C API.

oldext 1.0 sets an object's type with `Py_TYPE(obj) = &Type;`. Python 3.11 made Py_TYPE() a
function that cannot be assigned to (What's New in Python 3.11: use Py_SET_TYPE()), so gcc stops
with "error: lvalue required as left operand of assignment" and setuptools reports the failed
gcc command. The 1.1 source uses Py_SET_TYPE(). Built with `python setup.py build_ext --inplace`
(pip runs the same step inside its build).

Remedies:
  upgrade-the-package          build oldext 1.1, the release whose source uses Py_SET_TYPE()
  ignore-warnings (dead end)   CFLAGS=-Wno-error (an error is not a warning promoted to an error)
"""
import os, subprocess, sys
from pipkit import arg_remedy, check, make_project, tmpdir

REMEDY = arg_remedy({"upgrade-the-package", "ignore-warnings"})

C = r'''#define PY_SSIZE_T_CLEAN
#include <Python.h>

typedef struct { PyObject_HEAD long value; } CounterObject;
static PyTypeObject CounterType = {PyVarObject_HEAD_INIT(NULL, 0) "oldext.Counter", sizeof(CounterObject)};

static PyObject *make(PyObject *self, PyObject *arg) {
    CounterObject *c = PyObject_Malloc(sizeof(CounterObject));
    if (!c) return PyErr_NoMemory();
    PyObject_Init((PyObject *)c, &CounterType);
    %(set_type)s
    c->value = PyLong_AsLong(arg) * 2;
    PyObject *r = PyLong_FromLong(c->value);
    Py_DECREF(c);
    return r;
}

static PyMethodDef methods[] = {{"double", make, METH_O, "2*x via a Counter"}, {NULL, NULL, 0, NULL}};
static struct PyModuleDef mod = {PyModuleDef_HEAD_INIT, "oldext", NULL, -1, methods};
PyMODINIT_FUNC PyInit_oldext(void) {
    CounterType.tp_flags = Py_TPFLAGS_DEFAULT;
    if (PyType_Ready(&CounterType) < 0) return NULL;
    return PyModule_Create(&mod);
}
'''
version, set_type = "1.0", "Py_TYPE(c) = &CounterType;"
if REMEDY == "upgrade-the-package":   # the fix the Python 3.11 porting notes give, with their compat macro for < 3.9
    version, set_type = "1.1", ("\n#if PY_VERSION_HEX < 0x030900A4\n#  define Py_SET_TYPE(obj, type) ((Py_TYPE(obj) = (type)), (void)0)\n#endif\n"
                                "    Py_SET_TYPE(c, &CounterType);")
SETUP = 'from setuptools import setup, Extension\nsetup(name="oldext", version="%s", ext_modules=[Extension("oldext", ["oldext.c"])])\n' % version
tmp = tmpdir()
proj = make_project(os.path.join(tmp, "oldext"), {"setup.py": SETUP, "oldext.c": C % {"set_type": set_type}})
env = dict(os.environ)
if REMEDY == "ignore-warnings":
    env["CFLAGS"] = "-Wno-error"
p = subprocess.run([sys.executable, "setup.py", "build_ext", "--inplace"], cwd=proj, env=env, capture_output=True, text=True)
if p.returncode != 0:
    sys.stdout.write(p.stdout)
    sys.stderr.write(p.stderr)
    sys.exit(1)
out = subprocess.run([sys.executable, "-c", "import oldext; print(oldext.double(21))"], cwd=proj, capture_output=True, text=True)
got = out.stdout.strip()
check(got == "42", "oldext %s double(21) -> %r, expected '42' (%s)" % (version, got, out.stderr.strip()[-200:]))
