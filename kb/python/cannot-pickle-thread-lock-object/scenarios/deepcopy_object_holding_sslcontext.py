"""TypeError: cannot pickle 'SSLContext' object, cause: copy.deepcopy of an object that holds an
ssl.SSLContext (or a lock, a socket, a client session).

An API client configuration keeps its headers and an ssl.SSLContext. To make a per-tenant variant
the code deep-copies the base configuration; deepcopy falls back to the pickle protocol
(__reduce_ex__) for the context, which refuses to be copied.

Remedies:
  deepcopy-hook-shares-context   define __deepcopy__: deep-copy the data, share the context
  shallow-copy                   (dead end) copy.copy(base) instead of copy.deepcopy(base)
"""
import copy, json, ssl, sys

REMEDIES = {"deepcopy-hook-shares-context", "shallow-copy"}
REMEDY = None
if "--remedy" in sys.argv:
    REMEDY = sys.argv[sys.argv.index("--remedy") + 1]
    if REMEDY not in REMEDIES:
        print("unknown remedy: %s" % REMEDY, file=sys.stderr)
        sys.exit(2)


class ApiConfig:
    def __init__(self, base_url):
        self.base_url = base_url
        self.headers = {"User-Agent": "report-bot/1.0"}
        self.retry = {"total": 3, "statuses": [502, 503]}
        self.ssl_context = ssl.create_default_context()

    if REMEDY == "deepcopy-hook-shares-context":
        def __deepcopy__(self, memo):
            new = self.__class__.__new__(self.__class__)
            memo[id(self)] = new
            for k, v in self.__dict__.items():
                # an SSLContext cannot be cloned; sharing it is safe (it is read-only here)
                setattr(new, k, v if isinstance(v, ssl.SSLContext) else copy.deepcopy(v, memo))
            return new


base = ApiConfig("https://api.example.invalid")
variants = {}
for tenant in ("acme", "globex"):
    cfg = copy.copy(base) if REMEDY == "shallow-copy" else copy.deepcopy(base)
    cfg.headers["X-Tenant"] = tenant
    cfg.retry["statuses"].append(429)
    variants[tenant] = cfg

problems = []
if "X-Tenant" in base.headers:
    problems.append("base headers changed: %r" % base.headers)
if base.retry["statuses"] != [502, 503]:
    problems.append("base retry statuses changed: %r" % base.retry["statuses"])
for tenant, cfg in variants.items():
    if cfg.headers.get("X-Tenant") != tenant:
        problems.append("%s has X-Tenant=%r" % (tenant, cfg.headers.get("X-Tenant")))
    if cfg.retry["statuses"] != [502, 503, 429]:
        problems.append("%s retry statuses %r" % (tenant, cfg.retry["statuses"]))
    if not isinstance(cfg.ssl_context, ssl.SSLContext):
        problems.append("%s lost its SSL context" % tenant)
print("KNOWNFIX_CHECK " + json.dumps({"ok": not problems, "detail": "; ".join(problems) or
                                      "each tenant has its own headers and retry settings; base unchanged"}))
