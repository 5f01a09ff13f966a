"""The release build a team ships without fmerge, for the parity tests."""

load("@rules_cc//cc:defs.bzl", "cc_binary")

def plain_lto_cc_binary(name, srcs):
    """A plain cc_binary linked with full LTO by ld.lld (clang -flto -fuse-ld=lld).

    Args:
      name: target name.
      srcs: every source and header of the program (so all of it is LTO bitcode).
    """
    cc_binary(
        name = name,
        srcs = srcs,
        copts = ["-flto"],
        linkopts = [
            "-flto",
            "-fuse-ld=lld",
        ],
    )
