"""bzlmod extension creating @fmerge_llvm, the host's LLVM 14 tools."""

load(":llvm_repository.bzl", "fmerge_llvm_repository")

def _impl(_module_ctx):
    fmerge_llvm_repository(name = "fmerge_llvm")

fmerge_llvm = module_extension(
    implementation = _impl,
    doc = "Declares @fmerge_llvm; see llvm_repository.bzl for how tools are found.",
)
