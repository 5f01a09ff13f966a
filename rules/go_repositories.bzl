"""The Go modules the fmerge tool imports, as go_repository rules (WORKSPACE mode).

Versions and sums match go.mod / go.sum. bzlmod users get the same
repositories from go.mod through gazelle's go_deps extension.
"""

load("@bazel_gazelle//:deps.bzl", "go_repository")

def rules_fmerge_go_repositories():
    """Declares each Go module dependency unless it is already declared."""
    _repo("com_github_ianlancetaylor_demangle", "github.com/ianlancetaylor/demangle", "v0.0.0-20260724033716-83e58baca724", "h1:QixF8Mcbe87ET7pK/fPbBJ9GXFddmEY8yYMepzMzo30=")
    _repo("com_github_llir_llvm", "github.com/llir/llvm", "v0.3.6", "h1:Zh9vd8EOMDgwRAg43+VkOwnXISXIPyTzoNH89LLX5eM=")
    _repo("com_github_llir_ll", "github.com/llir/ll", "v0.0.0-20220802044011-65001c0fb73c", "h1:UwtWiaR7Zg/IItv2hEN1EATTY/Hv69llULknaeMgxWo=")
    _repo("com_github_mewmew_float", "github.com/mewmew/float", "v0.0.0-20201204173432-505706aa38fa", "h1:R27wrYHe8Zik4z/EV8xxfoH3cwMJw3qI4xsI3yYkGDQ=")
    _repo("com_github_pkg_errors", "github.com/pkg/errors", "v0.9.1", "h1:FEBLx1zS214owpjy7qsBeixbURkuhQAwrK5UwLGTwt4=")
    _repo("org_golang_x_sync", "golang.org/x/sync", "v0.10.0", "h1:3NQrjDixjgGwUOCaF8w2+VYHv0Ve/vGYSbdkTa98gmQ=")

def _repo(name, importpath, version, sum):
    if native.existing_rule(name):
        return
    go_repository(
        name = name,
        importpath = importpath,
        version = version,
        sum = sum,
        build_naming_convention = "import",
    )
