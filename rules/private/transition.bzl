"""The configuration fmerge_cc_binary builds its whole dependency graph in."""

_COPT = "//command_line_option:copt"

def _lto_impl(settings, _attr):
    # Full (not Thin) LTO: every object becomes one LLVM bitcode module, which
    # is what a whole-program merge needs.
    copts = list(settings[_COPT])
    if "-flto" not in copts:
        copts.append("-flto")
    return {_COPT: copts}

lto_transition = transition(
    implementation = _lto_impl,
    inputs = [_COPT],
    outputs = [_COPT],
)
