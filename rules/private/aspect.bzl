"""fmerge_fingerprint_aspect: one cached .fmfp artifact per cc target.

Runs `fmerge fingerprint` over the bitcode objects a cc_library compiled
itself, so changing one library re-runs only that library's action; the
final link hands all of them to `fmerge merge --fingerprints`.
"""

load(":actions.bzl", "fingerprint_action")
load(":bitcode.bzl", "own_bitcode_objects")
load(":providers.bzl", "FmergeFingerprintInfo")

TOOLCHAIN_TYPE = str(Label("//toolchain:toolchain_type"))

def _impl(target, ctx):
    transitive = [
        dep[FmergeFingerprintInfo].fingerprints
        for dep in getattr(ctx.rule.attr, "deps", [])
        if FmergeFingerprintInfo in dep
    ]
    direct = []
    objects = own_bitcode_objects(target) if CcInfo in target else []
    if objects:
        tc = ctx.toolchains[TOOLCHAIN_TYPE].fmerge
        out = ctx.actions.declare_file("_fmerge/%s.fmfp" % ctx.label.name)
        fingerprint_action(ctx.actions, tc, objects, out)
        direct.append(out)
    fingerprints = depset(direct, transitive = transitive)
    return [
        FmergeFingerprintInfo(fingerprints = fingerprints),
        OutputGroupInfo(fmerge_fingerprints = fingerprints),
    ]

fmerge_fingerprint_aspect = aspect(
    implementation = _impl,
    attr_aspects = ["deps"],
    provides = [FmergeFingerprintInfo],
    toolchains = [TOOLCHAIN_TYPE],
    doc = "Emits a .fmfp fingerprint artifact for each cc target along deps.",
)
