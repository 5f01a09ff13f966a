"""The fmerge toolchain: the fmerge binary and the LLVM tools it drives."""

FmergeToolchainInfo = provider(
    doc = "What the fmerge rules run. Each field is a File (an executable).",
    fields = {
        "fmerge": "the fmerge command-line tool",
        "llvm_link": "llvm-link: joins bitcode modules",
        "llvm_dis": "llvm-dis: bitcode to text IR",
        "llvm_as": "llvm-as: text IR to bitcode",
        "llc": "llc: IR to a native object",
        "opt": "opt: verifies merged IR",
        "all_files": "depset of every file above (action inputs)",
    },
)

_TOOL_ATTRS = ["fmerge", "llvm_link", "llvm_dis", "llvm_as", "llc", "opt"]

def _impl(ctx):
    tools = {}
    runfiles = []
    for name in _TOOL_ATTRS:
        target = getattr(ctx.attr, name)
        tools[name] = getattr(ctx.executable, name)
        runfiles.append(target[DefaultInfo].default_runfiles.files)
    info = FmergeToolchainInfo(
        all_files = depset(tools.values(), transitive = runfiles),
        **tools
    )
    return [platform_common.ToolchainInfo(fmerge = info)]

def _tool(doc):
    return attr.label(
        doc = doc,
        mandatory = True,
        executable = True,
        allow_files = True,
        cfg = "exec",
    )

fmerge_toolchain = rule(
    implementation = _impl,
    doc = "Declares an fmerge toolchain; wrap it in toolchain(toolchain_type = " +
          "\"@rules_fmerge//toolchain:toolchain_type\") and register it.",
    attrs = {
        "fmerge": _tool("The fmerge binary (e.g. @rules_fmerge//tools/fmerge)."),
        "llc": _tool("llc from LLVM 14."),
        "llvm_as": _tool("llvm-as from LLVM 14."),
        "llvm_dis": _tool("llvm-dis from LLVM 14."),
        "llvm_link": _tool("llvm-link from LLVM 14."),
        "opt": _tool("opt from LLVM 14."),
    },
)
