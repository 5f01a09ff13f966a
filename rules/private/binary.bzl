"""fmerge_cc_binary: a C/C++ program linked through whole-program function merging."""

load("@bazel_skylib//rules:common_settings.bzl", "BuildSettingInfo")
load("@rules_cc//cc:defs.bzl", "cc_library")
load(":actions.bzl", "link_executable", "llc_action", "llvm_link_action", "merge_action")
load(":aspect.bzl", "TOOLCHAIN_TYPE", "fmerge_fingerprint_aspect")
load(":bitcode.bzl", "split_linker_inputs")
load(":providers.bzl", "FmergeFingerprintInfo", "FmergeInfo")
load(":transition.bzl", "lto_transition")

def _merge_settings(ctx):
    """(merge?, mode) from the merge/mode attributes or the build flags."""
    if ctx.attr.merge == "flag":
        merge = ctx.attr._merge_flag[BuildSettingInfo].value
    else:
        merge = ctx.attr.merge == "on"
    mode = ctx.attr.mode or ctx.attr._mode_flag[BuildSettingInfo].value
    return merge, mode

def _whole_program(ctx, tc, bitcode, fingerprints, merge, mode, prefix):
    """Declares the actions making one module of the program, merged or not.

    Returns:
      struct(module = the .bc File, report = File or None, report_md = File or None).
    """
    if not merge:
        module = ctx.actions.declare_file(prefix + "whole.bc")
        llvm_link_action(ctx.actions, tc, bitcode, module)
        return struct(module = module, report = None, report_md = None)
    out = struct(
        module = ctx.actions.declare_file(prefix + "merged.bc"),
        report = ctx.actions.declare_file(prefix + "report.json"),
        report_md = ctx.actions.declare_file(prefix + "report.md"),
    )
    merge_action(ctx.actions, tc, bitcode, fingerprints, mode, out.module, out.report, out.report_md)
    return out

def _impl(ctx):
    tc = ctx.toolchains[TOOLCHAIN_TYPE].fmerge
    cc_toolchain = ctx.attr._cc_toolchain[cc_common.CcToolchainInfo]
    split = split_linker_inputs([dep[CcInfo] for dep in ctx.attr.deps])
    if not split.bitcode:
        fail("%s: no objects to link; give srcs or cc_library deps" % ctx.label)
    fingerprints = depset(transitive = [
        dep[FmergeFingerprintInfo].fingerprints
        for dep in ctx.attr.deps
        if FmergeFingerprintInfo in dep
    ])
    merge, mode = _merge_settings(ctx)
    prefix = "_fmerge/%s/" % ctx.label.name
    whole = _whole_program(ctx, tc, split.bitcode, fingerprints, merge, mode, prefix)
    module, report, report_md = whole.module, whole.report, whole.report_md
    obj = ctx.actions.declare_file(prefix + "whole.o")
    llc_action(ctx.actions, tc, module, obj)
    exe = link_executable(ctx, cc_toolchain, ctx.label.name, obj, split, ctx.attr.linkopts)

    runfiles = ctx.runfiles(files = ctx.files.data)
    for target in ctx.attr.data + ctx.attr.deps:
        runfiles = runfiles.merge(target[DefaultInfo].default_runfiles)
    reports = [f for f in [report, report_md] if f]
    return [
        DefaultInfo(executable = exe, files = depset([exe]), runfiles = runfiles),
        FmergeInfo(
            executable = exe,
            merged = merge,
            mode = mode if merge else "",
            bitcode = depset(split.bitcode),
            fingerprints = fingerprints,
            object = obj,
            report = report,
            report_md = report_md,
        ),
        OutputGroupInfo(
            fmerge_report = depset(reports),
            fmerge_fingerprints = fingerprints,
            fmerge_ir = depset([module, obj]),
        ),
    ]

fmerge_cc_binary_rule = rule(
    implementation = _impl,
    doc = "Links deps' LTO bitcode through fmerge, llc and the C++ toolchain's linker. " +
          "Use the fmerge_cc_binary macro, which also accepts srcs.",
    executable = True,
    cfg = lto_transition,
    fragments = ["cpp"],
    toolchains = [TOOLCHAIN_TYPE, "@bazel_tools//tools/cpp:toolchain_type"],
    attrs = {
        "deps": attr.label_list(
            providers = [CcInfo],
            aspects = [fmerge_fingerprint_aspect],
            doc = "cc_library targets forming the program (built with -flto).",
        ),
        "data": attr.label_list(allow_files = True, doc = "Runtime files."),
        "linkopts": attr.string_list(doc = "Extra flags for the final native link."),
        "merge": attr.string(
            default = "flag",
            values = ["flag", "on", "off"],
            doc = "Merge functions: \"flag\" follows --@rules_fmerge//:merge; \"on\"/\"off\" force it.",
        ),
        "mode": attr.string(
            default = "",
            values = ["", "identical", "all"],
            doc = "fmerge --mode; empty follows --@rules_fmerge//:mode.",
        ),
        "_merge_flag": attr.label(default = Label("//:merge")),
        "_mode_flag": attr.label(default = Label("//:mode")),
        "_cc_toolchain": attr.label(default = Label("@bazel_tools//tools/cpp:current_cc_toolchain")),
        "_allowlist_function_transition": attr.label(
            default = "@bazel_tools//tools/allowlists/function_transition_allowlist",
        ),
    },
)

_LIBRARY_ARGS = ["copts", "defines", "local_defines", "includes", "hdrs", "textual_hdrs", "linkstatic"]

def fmerge_cc_binary(name, srcs = [], deps = [], linkopts = [], data = [], **kwargs):
    """A cc_binary whose final link merges functions over the whole program.

    Everything it depends on is compiled with -flto (full LTO) to bitcode.
    At the link, fmerge merges functions (when --@rules_fmerge//:merge=true
    or merge = "on"), llc compiles the module and the C++ toolchain links it.

    Args:
      name: target name; the executable is its default output.
      srcs: C/C++ sources of the program itself (compiled by an internal
        cc_library named `<name>_fmerge_srcs`).
      deps: cc_library targets.
      linkopts: flags for the final link.
      data: runtime files.
      **kwargs: copts, defines, local_defines, includes (for srcs), merge,
        mode, and common attributes (visibility, tags, testonly, ...).
    """
    lib_args = {k: kwargs.pop(k) for k in _LIBRARY_ARGS if k in kwargs}
    if srcs:
        lib_args["linkstatic"] = True
        cc_library(
            name = name + "_fmerge_srcs",
            srcs = srcs,
            deps = deps,
            tags = ["manual"],
            testonly = kwargs.get("testonly", False),
            visibility = ["//visibility:private"],
            **lib_args
        )
        deps = [":" + name + "_fmerge_srcs"]
    elif lib_args:
        fail("fmerge_cc_binary %s: %s need srcs" % (name, sorted(lib_args.keys())))
    fmerge_cc_binary_rule(
        name = name,
        deps = deps,
        linkopts = linkopts,
        data = data,
        **kwargs
    )
