"""Action helpers: each declares one step of an fmerge link.

They take `actions` (ctx.actions) and the FmergeToolchainInfo (`tc`) so
custom rules can wire them the same way fmerge_cc_binary does. Every action
runs with declared inputs only, an empty environment and relative paths, so
its outputs depend on nothing but its inputs.
"""

# llc flags shared by every native object fmerge rules produce (merged or
# not), so size comparisons compare like with like. PIC because the C++
# toolchain links position-independent executables by default; one section
# per function and datum so the linker's --gc-sections (on in -c opt) still
# drops what the program never references, as in a normal link.
LLC_FLAGS = [
    "-relocation-model=pic",
    "-function-sections",
    "-data-sections",
]

def _tool_args(args, tc):
    args.add("--llvm-link", tc.llvm_link)
    args.add("--llvm-dis", tc.llvm_dis)
    args.add("--llvm-as", tc.llvm_as)
    args.add("--llc", tc.llc)
    args.add("--opt", tc.opt)
    args.add_all(LLC_FLAGS, format_each = "--llc-flag=%s")

def fingerprint_action(actions, tc, objects, out):
    """`fmerge fingerprint -o out objects...`: one cc target's .fmfp.

    Args:
      actions: ctx.actions.
      tc: FmergeToolchainInfo.
      objects: list of File, the target's own bitcode objects.
      out: the declared .fmfp File.
    """
    args = actions.args()
    args.add("fingerprint")
    _tool_args(args, tc)
    args.add("--jobs", "1")
    args.add("-o", out)
    args.add_all(objects)
    actions.run(
        executable = tc.fmerge,
        arguments = [args],
        inputs = objects,
        tools = tc.all_files,
        outputs = [out],
        mnemonic = "FmergeFingerprint",
        progress_message = "Fingerprinting functions of %s" % out.short_path,
        env = {},
    )

def merge_action(actions, tc, bitcode, fingerprints, mode, lto, out, report, report_md, remarks = None):
    """`fmerge merge`: merges the functions of the whole program into `out`.

    Args:
      actions: ctx.actions.
      tc: FmergeToolchainInfo.
      bitcode: list of File, every bitcode object of the program, or the
        linker's view of it (lto_module).
      fingerprints: depset of File, .fmfp artifacts of the program's targets.
      mode: "identical" or "all".
      lto: "" (merge bitcode as given) or "O0" to "O3": run the LTO
        pipeline at that level first (`fmerge merge --lto`).
      out: declared File for the merged module (.bc).
      report: declared File for the JSON size report.
      report_md: declared File for the Markdown size report.
      remarks: declared File for the per-function remarks (YAML), or None.
    """
    args = actions.args()
    args.add("merge")
    _tool_args(args, tc)
    args.add("--mode=" + mode)
    if lto:
        args.add("--lto=" + lto)
    args.add("--quiet")

    # Timings differ from run to run; without them the reports are
    # byte-identical for the same inputs, like every other output.
    args.add("--report-timings=false")
    args.add_all(fingerprints, format_each = "--fingerprints=%s")
    args.add("--report", report)
    args.add("--report-md", report_md)
    outputs = [out, report, report_md]
    if remarks:
        args.add("--remarks", remarks)
        outputs.append(remarks)
    args.add("-o", out)
    args.add_all(bitcode)
    actions.run(
        executable = tc.fmerge,
        arguments = [args],
        inputs = depset(bitcode, transitive = [fingerprints]),
        tools = tc.all_files,
        outputs = outputs,
        mnemonic = "FmergeMerge",
        progress_message = "Merging functions of %s" % out.short_path,
        env = {},
    )

def llvm_link_action(actions, tc, bitcode, out):
    """`llvm-link -o out bitcode...`: the whole program as one module (no merging).

    Args:
      actions: ctx.actions.
      tc: FmergeToolchainInfo.
      bitcode: list of File.
      out: declared .bc File.
    """
    args = actions.args()
    args.add("-o", out)
    args.add_all(bitcode)
    _run_llvm_tool(actions, tc, tc.llvm_link, args, bitcode, out, "FmergeLLVMLink", "Linking bitcode of %s")

def llc_action(actions, tc, module, level, out):
    """`llc -filetype=obj`: compiles a whole-program module to a native object.

    Args:
      actions: ctx.actions.
      tc: FmergeToolchainInfo.
      module: the .bc File.
      level: "O0" to "O3", the code generation level (an LTO link's).
      out: declared .o File.
    """
    args = actions.args()
    args.add("-filetype=obj")
    args.add("-" + level)
    args.add_all(LLC_FLAGS)
    args.add("-o", out)
    args.add(module)
    _run_llvm_tool(actions, tc, tc.llc, args, [module], out, "FmergeLLC", "Compiling whole-program IR of %s")

def opt_lto_action(actions, tc, module, level, out):
    """`opt -passes=lto<level>`: LLVM's LTO pipeline, as ld.lld runs it.

    Args:
      actions: ctx.actions.
      tc: FmergeToolchainInfo.
      module: the .bc File (the linker's view, from lto_module).
      level: "O0" to "O3".
      out: declared .bc File.
    """
    args = actions.args()
    args.add("-passes=lto<%s>" % level)
    args.add("-o", out)
    args.add(module)
    _run_llvm_tool(actions, tc, tc.opt, args, [module], out, "FmergeLTOOpt", "Optimising whole-program IR of %s")

def _run_llvm_tool(actions, tc, tool, args, inputs, out, mnemonic, message):
    """Runs one LLVM tool of the toolchain writing `out` (message gets its path)."""
    actions.run(
        executable = tool,
        arguments = [args],
        inputs = inputs,
        tools = tc.all_files,
        outputs = [out],
        mnemonic = mnemonic,
        progress_message = message % out.short_path,
        env = {},
    )

def _feature_configuration(ctx, cc_toolchain):
    return cc_common.configure_features(
        ctx = ctx,
        cc_toolchain = cc_toolchain,
        requested_features = ctx.features,
        unsupported_features = ctx.disabled_features + ["thin_lto"],
    )

def _cc_link(ctx, cc_toolchain, name, objects, split, linkopts):
    """Links objects and the non-bitcode inputs with the resolved C++ toolchain."""
    linker_input = cc_common.create_linker_input(
        owner = ctx.label,
        libraries = depset(split.libraries),
        user_link_flags = depset(split.user_link_flags),
    )
    outputs = cc_common.link(
        name = name,
        actions = ctx.actions,
        feature_configuration = _feature_configuration(ctx, cc_toolchain),
        cc_toolchain = cc_toolchain,
        compilation_outputs = cc_common.create_compilation_outputs(
            objects = depset(objects),
            pic_objects = depset(objects),
        ),
        linking_contexts = [cc_common.create_linking_context(linker_inputs = depset([linker_input]))],
        user_link_flags = linkopts,
        output_type = "executable",
        link_deps_statically = True,
    )
    return outputs.executable

# Flags turning the toolchain's link into "write the linker's view of the
# program": ld.lld resolves every symbol against all inputs (bitcode,
# native objects, archives, shared libraries), internalizes what the
# program does not export, and writes that module instead of running the
# LTO pipeline and code generation (--plugin-opt=emit-llvm writes it right
# after internalization). lld, whatever linker the toolchain uses
# otherwise: gold's plugin writes its module at another point.
LTO_VIEW_FLAGS = [
    "-flto",
    "-fuse-ld=lld",
    "-Wl,--plugin-opt=emit-llvm",
]

def lto_module(ctx, cc_toolchain, name, split, linkopts):
    """The program as a full-LTO link sees it, as one bitcode module.

    Args:
      ctx: the rule context (cc_common needs it for features).
      cc_toolchain: the CcToolchainInfo.
      name: output path of the module (a .bc name).
      split: the struct returned by bitcode.split_linker_inputs.
      linkopts: list of string, the program's link flags.

    Returns:
      the module File.
    """
    return _cc_link(ctx, cc_toolchain, name, split.bitcode, split, linkopts + LTO_VIEW_FLAGS)

def link_executable(ctx, cc_toolchain, name, obj, split, linkopts):
    """Links `obj` and the non-bitcode inputs with the resolved C++ toolchain.

    Args:
      ctx: the rule context (cc_common needs it for features).
      cc_toolchain: the CcToolchainInfo.
      name: output name of the executable.
      obj: the native object holding the whole program.
      split: the struct returned by bitcode.split_linker_inputs.
      linkopts: list of string, extra link flags.

    Returns:
      the executable File.
    """
    return _cc_link(ctx, cc_toolchain, name, [obj], split, linkopts)
