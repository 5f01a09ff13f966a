"""Providers of rules_fmerge."""

FmergeFingerprintInfo = provider(
    doc = "Fingerprint artifacts (.fmfp) of a cc target and everything it depends on.",
    fields = {
        "fingerprints": "depset of File: one .fmfp per cc target that has bitcode objects",
    },
)

FmergeInfo = provider(
    doc = "What an fmerge_cc_binary link did.",
    fields = {
        "executable": "File: the linked program",
        "merged": "bool: whether functions were merged (false: LTO link only)",
        "mode": "string: the fmerge --mode used, \"\" when not merged",
        "bitcode": "depset of File: the bitcode objects of the whole program",
        "fingerprints": "depset of File: the .fmfp artifacts passed to fmerge merge",
        "object": "File: the native object compiled from the whole-program IR",
        "report": "File or None: fmerge's JSON size report (when merged)",
        "report_md": "File or None: the same report as Markdown (when merged)",
        "remarks": "File or None: one LLVM-format remark per function, merged or why not (YAML; when merged)",
    },
)
