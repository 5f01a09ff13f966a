"""fmerge_cc_binary: a C/C++ program linked through whole-program function merging."""

load("@bazel_skylib//rules:common_settings.bzl", "BuildSettingInfo")
load("@rules_cc//cc:defs.bzl", "cc_library")
load(":actions.bzl", "link_executable", "llc_action", "lto_module", "merge_action", "opt_lto_action")
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

def _whole_program(ctx, tc, view, fingerprints, merge, mode, prefix):
    """Declares the actions making the optimised module of the program.

    The module is what a full-LTO link would compile: `view` (the linker's
    view of the program, lto_module) through LLVM's LTO pipeline at
    ctx.attr.lto, merged or not. Merging runs after the pipeline, as LLVM
    runs MergeFunctions late: merged earlier, inlining undoes merges.

    Returns:
      struct(module = the .bc File, report, report_md, remarks: File or None).
    """
    if not merge:
        module = ctx.actions.declare_file(prefix + "whole.bc")
        opt_lto_action(ctx.actions, tc, view, ctx.attr.lto, module)
        return struct(module = module, report = None, report_md = None, remarks = None)
    out = struct(
        module = ctx.actions.declare_file(prefix + "merged.bc"),
        report = ctx.actions.declare_file(prefix + "report.json"),
        report_md = ctx.actions.declare_file(prefix + "report.md"),
        remarks = ctx.actions.declare_file(prefix + "remarks.yaml"),
    )
    merge_action(ctx.actions, tc, [view], fingerprints, mode, ctx.attr.lto, out.module, out.report, out.report_md, out.remarks)
    return out

def _check_clang(label, cc_toolchain):
    """Fails early, saying what to set, when the C++ toolchain is not clang."""
    if cc_toolchain.compiler != "clang":
        fail(("%s: fmerge_cc_binary needs a clang C/C++ toolchain (it links LLVM bitcode); " +
              "the resolved toolchain's compiler is %r. With Bazel's autoconfigured toolchain, " +
              "build with --repo_env=CC=clang-14 (see docs/bazel.md).") % (label, cc_toolchain.compiler))

def _impl(ctx):
    tc = ctx.toolchains[TOOLCHAIN_TYPE].fmerge
    cc_toolchain = ctx.attr._cc_toolchain[cc_common.CcToolchainInfo]
    _check_clang(ctx.label, cc_toolchain)
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
    view = lto_module(ctx, cc_toolchain, prefix + "lto_view.bc", split, ctx.attr.linkopts)
    whole = _whole_program(ctx, tc, view, fingerprints, merge, mode, prefix)
    module, report, report_md = whole.module, whole.report, whole.report_md
    obj = ctx.actions.declare_file(prefix + "whole.o")
    llc_action(ctx.actions, tc, module, ctx.attr.lto, obj)
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
            remarks = whole.remarks,
        ),
        OutputGroupInfo(
            fmerge_report = depset(reports),
            fmerge_remarks = depset([whole.remarks] if whole.remarks else []),
            fmerge_fingerprints = fingerprints,
            fmerge_ir = depset([view, module, obj]),
        ),
    ]

fmerge_cc_binary_rule = rule(
    implementation = _impl,
    doc = "Links deps' LTO bitcode as a full-LTO link does (ld.lld's view, the LTO pipeline), " +
          "merges functions, then compiles with llc and links with the C++ toolchain. " +
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
        "linkopts": attr.string_list(doc = "Extra link flags (for the linker's view of the program and the final native link)."),
        "lto": attr.string(
            default = "O2",
            values = ["O0", "O1", "O2", "O3"],
            doc = "Level of the LTO pipeline and code generation, as ld.lld's --lto-O: O2 is what " +
                  "clang -flto links at, also for -Os/-Oz builds (their size settings are function attributes).",
        ),
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
    At the link, the program goes through what a full-LTO link does (ld.lld
    resolves and internalizes symbols; LLVM's LTO pipeline at `lto`), then
    fmerge merges functions (when --@rules_fmerge//:merge=true or merge =
    "on"), llc compiles the module as ld.lld would and the C++ toolchain
    links it. Without merging, the result is the plain full-LTO build.

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
