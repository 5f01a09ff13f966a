"""Public API of rules_fmerge.

    load("@rules_fmerge//rules:defs.bzl", "fmerge_cc_binary")

The pieces (providers, aspect, action helpers) are exported too, for rules
that wire their own link.
"""

load("//rules/private:actions.bzl", _fmerge_actions_fingerprint = "fingerprint_action", _fmerge_actions_link = "link_executable", _fmerge_actions_llc = "llc_action", _fmerge_actions_llvm_link = "llvm_link_action", _fmerge_actions_lto_module = "lto_module", _fmerge_actions_merge = "merge_action", _fmerge_actions_opt_lto = "opt_lto_action")
load("//rules/private:aspect.bzl", _TOOLCHAIN_TYPE = "TOOLCHAIN_TYPE", _fmerge_fingerprint_aspect = "fmerge_fingerprint_aspect")
load("//rules/private:binary.bzl", _fmerge_cc_binary = "fmerge_cc_binary", _fmerge_cc_binary_rule = "fmerge_cc_binary_rule")
load("//rules/private:bitcode.bzl", _own_bitcode_objects = "own_bitcode_objects", _split_linker_inputs = "split_linker_inputs")
load("//rules/private:providers.bzl", _FmergeFingerprintInfo = "FmergeFingerprintInfo", _FmergeInfo = "FmergeInfo")
load("//rules/private:transition.bzl", _lto_transition = "lto_transition")
load("//toolchain:toolchain.bzl", _FmergeToolchainInfo = "FmergeToolchainInfo", _fmerge_toolchain = "fmerge_toolchain")

fmerge_cc_binary = _fmerge_cc_binary
fmerge_cc_binary_rule = _fmerge_cc_binary_rule
fmerge_fingerprint_aspect = _fmerge_fingerprint_aspect
fmerge_toolchain = _fmerge_toolchain
lto_transition = _lto_transition

FmergeInfo = _FmergeInfo
FmergeFingerprintInfo = _FmergeFingerprintInfo
FmergeToolchainInfo = _FmergeToolchainInfo

FMERGE_TOOLCHAIN_TYPE = _TOOLCHAIN_TYPE

# Action helpers and bitcode lookups, for custom rules.
fmerge_actions = struct(
    fingerprint = _fmerge_actions_fingerprint,
    merge = _fmerge_actions_merge,
    llvm_link = _fmerge_actions_llvm_link,
    lto_module = _fmerge_actions_lto_module,
    opt_lto = _fmerge_actions_opt_lto,
    llc = _fmerge_actions_llc,
    link_executable = _fmerge_actions_link,
    own_bitcode_objects = _own_bitcode_objects,
    split_linker_inputs = _split_linker_inputs,
)
