"""WORKSPACE-mode setup for rules_fmerge (bzlmod users need none of this).

In WORKSPACE:

    load("@rules_fmerge//rules:repositories.bzl",
         "rules_fmerge_dependencies", "rules_fmerge_register_toolchains")
    rules_fmerge_dependencies()
    # then rules_go / gazelle setup, rules_fmerge_go_repositories(),
    rules_fmerge_register_toolchains()
"""

load("@bazel_tools//tools/build_defs/repo:http.bzl", "http_archive")
load("@bazel_tools//tools/build_defs/repo:utils.bzl", "maybe")
load("//toolchain:llvm_repository.bzl", "fmerge_llvm_repository")

def rules_fmerge_dependencies():
    """Declares the repositories rules_fmerge needs, unless already declared."""
    maybe(
        http_archive,
        name = "io_bazel_rules_go",
        # v0.34.0 is the newest rules_go that supports Bazel 4.2.
        sha256 = "16e9fca53ed6bd4ff4ad76facc9b7b651a89db1689a2877d6fd7b82aa824e366",
        urls = ["https://github.com/bazelbuild/rules_go/releases/download/v0.34.0/rules_go-v0.34.0.zip"],
    )
    maybe(
        http_archive,
        name = "bazel_gazelle",
        sha256 = "501deb3d5695ab658e82f6f6f549ba681ea3ca2a5fb7911154b5aa45596183fa",
        urls = ["https://github.com/bazelbuild/bazel-gazelle/releases/download/v0.26.0/bazel-gazelle-v0.26.0.tar.gz"],
    )
    maybe(
        fmerge_llvm_repository,
        name = "fmerge_llvm",
    )

def rules_fmerge_register_toolchains():  # buildifier: disable=unnamed-macro
    """Registers the host fmerge toolchain (fmerge built from source + host LLVM 14).

    Toolchains registered before this call take precedence.
    """
    native.register_toolchains(str(Label("//toolchain:host_toolchain")))
