"""Finding the LLVM bitcode objects of cc targets built with -flto."""

def _library_objects(library):
    """The object files a LibraryToLink was archived from (PIC preferred)."""
    pic = getattr(library, "pic_objects", None) or []
    if pic:
        return pic
    return getattr(library, "objects", None) or []

def own_bitcode_objects(target):
    """Bitcode objects compiled for `target` itself (not for its deps).

    Args:
      target: a Target providing CcInfo, built in an -flto configuration.

    Returns:
      list of File, in link order.
    """
    objects = []
    for linker_input in target[CcInfo].linking_context.linker_inputs.to_list():
        if linker_input.owner != target.label:
            continue
        for library in linker_input.libraries:
            objects.extend(_library_objects(library))
    return objects

def split_linker_inputs(cc_infos):
    """Splits the link inputs of a program into bitcode and everything else.

    Libraries compiled from sources contribute their objects (bitcode under
    -flto); precompiled libraries (cc_import, system archives) and link flags
    are kept for the final native link.

    Args:
      cc_infos: list of CcInfo of the program's direct deps.

    Returns:
      struct(bitcode = list of File, libraries = list of LibraryToLink,
             user_link_flags = list of string), each in link order and
      without duplicates.
    """
    linking_context = cc_common.merge_cc_infos(cc_infos = cc_infos).linking_context
    bitcode = []
    libraries = []
    flags = []
    for linker_input in linking_context.linker_inputs.to_list():
        flags.extend(linker_input.user_link_flags)
        for library in linker_input.libraries:
            objects = _library_objects(library)
            if objects:
                bitcode.extend(objects)
            else:
                libraries.append(library)
    return struct(
        bitcode = _dedup(bitcode),
        libraries = libraries,
        user_link_flags = flags,
    )

def _dedup(files):
    seen = {}
    out = []
    for f in files:
        if f.path not in seen:
            seen[f.path] = True
            out.append(f)
    return out
