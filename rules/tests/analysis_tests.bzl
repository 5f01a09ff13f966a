"""Analysis tests of fmerge_cc_binary: which actions it wires and what it provides."""

load("@bazel_skylib//lib:unittest.bzl", "analysistest", "asserts")
load("//rules:defs.bzl", "FmergeInfo")

def _mnemonics(env):
    return [a.mnemonic for a in analysistest.target_actions(env)]

def _merge_action(env):
    for a in analysistest.target_actions(env):
        if a.mnemonic == "FmergeMerge":
            return a
    return None

def _view_link(env):
    """The CppLink action writing the linker's view (lto_view.bc)."""
    for a in analysistest.target_actions(env):
        if a.mnemonic == "CppLink" and [f for f in a.outputs.to_list() if f.basename == "lto_view.bc"]:
            return a
    return None

def _assert_lto_view(env, info):
    """Every bitcode object reaches the view link, which asks ld.lld for its view."""
    view = _view_link(env)
    asserts.true(env, view != None, "no CppLink writes lto_view.bc")
    if view == None:
        return None
    inputs = [f.path for f in view.inputs.to_list()]
    for f in info.bitcode.to_list():
        asserts.true(env, f.path in inputs, "%s is not an input of the view link" % f.path)
    asserts.true(env, "-Wl,--plugin-opt=emit-llvm" in view.argv, "view link argv %s" % view.argv)
    asserts.true(env, "-fuse-ld=lld" in view.argv, "view link argv %s" % view.argv)
    return view.outputs.to_list()[0]

def _merged_impl(ctx):
    env = analysistest.begin(ctx)
    target = analysistest.target_under_test(env)
    info = target[FmergeInfo]
    asserts.true(env, info.merged, "FmergeInfo.merged")
    asserts.equals(env, ctx.attr.mode, info.mode)
    asserts.true(env, info.report != None and info.report_md != None, "reports declared")
    mnemonics = _mnemonics(env)
    for m in ["FmergeMerge", "FmergeLLC", "CppLink"]:
        asserts.true(env, m in mnemonics, "%s action missing from %s" % (m, mnemonics))
    asserts.false(env, "FmergeLLVMLink" in mnemonics, "merging does not llvm-link separately")
    asserts.false(env, "FmergeLTOOpt" in mnemonics, "fmerge runs the LTO pipeline itself when merging")
    asserts.equals(env, 2, len([m for m in mnemonics if m == "CppLink"]), "the view link and the final link")

    # Every library's fingerprint artifact reaches the merge, and every
    # bitcode object is an input of it.
    fps = sorted([f.basename for f in info.fingerprints.to_list()])
    asserts.equals(env, ["dup_a.fmfp", "dup_b.fmfp", ctx.attr.srcs_lib + ".fmfp"], fps)
    merge = _merge_action(env)
    argv = merge.argv
    asserts.true(env, "--mode=" + ctx.attr.mode in argv, "mode flag in %s" % argv)
    asserts.true(env, "--lto=O2" in argv, "lto flag in %s" % argv)
    for f in info.fingerprints.to_list():
        asserts.true(env, "--fingerprints=" + f.path in argv, "%s not passed" % f.path)
    objects = [f.basename for f in info.bitcode.to_list()]
    asserts.equals(env, 3, len(objects), "bitcode objects %s" % objects)
    view = _assert_lto_view(env, info)
    inputs = [f.path for f in merge.inputs.to_list()]
    asserts.true(env, view != None and view.path in inputs, "the linker's view is not an input of the merge")
    for a in argv:
        asserts.false(env, a.startswith("/"), "absolute path in merge argv: " + a)

    groups = target[OutputGroupInfo]
    reports = sorted([f.basename for f in groups.fmerge_report.to_list()])
    asserts.equals(env, ["report.json", "report.md"], reports)
    asserts.equals(env, ["remarks.yaml"], [f.basename for f in groups.fmerge_remarks.to_list()])
    asserts.true(env, "--remarks" in argv, "remarks flag in %s" % argv)
    asserts.equals(env, target[DefaultInfo].files.to_list(), [info.executable])
    return analysistest.end(env)

def _unmerged_impl(ctx):
    env = analysistest.begin(ctx)
    target = analysistest.target_under_test(env)
    info = target[FmergeInfo]
    asserts.false(env, info.merged, "FmergeInfo.merged")
    asserts.equals(env, None, info.report)
    mnemonics = _mnemonics(env)
    asserts.false(env, "FmergeMerge" in mnemonics, "no merge when off: %s" % mnemonics)
    for m in ["FmergeLTOOpt", "FmergeLLC", "CppLink"]:
        asserts.true(env, m in mnemonics, "%s action missing from %s" % (m, mnemonics))
    _assert_lto_view(env, info)
    asserts.equals(env, [], target[OutputGroupInfo].fmerge_report.to_list())
    asserts.equals(env, [], target[OutputGroupInfo].fmerge_remarks.to_list())
    return analysistest.end(env)

_ATTRS = {
    "mode": attr.string(default = "all"),
    "srcs_lib": attr.string(mandatory = True),
}

merged_test = analysistest.make(_merged_impl, attrs = _ATTRS)

unmerged_test = analysistest.make(_unmerged_impl)

# The same binary (merge = "flag") seen with the build flags set.
flag_on_test = analysistest.make(
    _merged_impl,
    attrs = _ATTRS,
    config_settings = {str(Label("//:merge")): True},
)

flag_mode_identical_test = analysistest.make(
    _merged_impl,
    attrs = _ATTRS,
    config_settings = {
        str(Label("//:merge")): True,
        str(Label("//:mode")): "identical",
    },
)
