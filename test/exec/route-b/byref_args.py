# SPDX-License-Identifier: Apache-2.0
"""Route B: aggregate kernel arguments, AMDGPU's by-reference form -> NVPTX's by-value form.

A HIP kernel receives an aggregate argument (a struct such as cuBLAS's Scalar<T>) as
`ptr addrspace(4) byref(%T)`: a pointer into the kernarg segment, where the launch copied the
struct's bytes. NVPTX receives the same bytes as `ptr byval(%T)` (a `.param .align A .b8 x[N]`
kernel parameter). Both are the struct by value at the launch interface (the host side packs the
struct's bytes either way); only the IR spelling differs. Translating the byref pointer like any
constant-memory pointer (addrspace 4 -> 1) would instead make NVPTX declare a pointer parameter,
and the kernel would dereference the struct's first 8 bytes as an address.

So each such parameter becomes `ptr byval(%T)`, and every value derived from it inside the kernel
(getelementptr, phi, select) is retyped from `ptr addrspace(4)` to the generic `ptr`, which NVPTX
lowers to ld.param; so is the source of a memcpy/memmove out of it (llvm.memcpy.pN.p4 becomes
llvm.memcpy.pN.p0, declared here). Any other use (a call, a store of the pointer, a cast to an integer) is an
error naming the kernel and the instruction: the translator never guesses.
"""
import re

# A byref kernel parameter: attributes before, the byref type (a named or literal struct, or any
# type without parentheses), attributes after, the name.
_PARAM = re.compile(r'ptr addrspace\(4\)((?: [^,%]*?)?) byref\((%"[^"]*"|%[\w.]+|\{[^}]*\}|<[^>]*>|[^()]*)\)'
                    r'((?: [^,%]*?)?) (%[\w.]+|%"[^"]*")')
_DEF = re.compile(r'^\s*(%[\w.]+) = (\w+)')
_MEMCPY = re.compile(r'@llvm\.(memcpy(?:\.inline)?|memmove)\.(p\d+)\.p4\.(i\d+)\(')


def _mentions(line, v):
    return re.search(re.escape(v) + r'(?![\w.])', line) is not None


def _body_end(lines, start):
    for j in range(start + 1, len(lines)):
        if lines[j] == "}":
            return j
    raise ValueError("function at line %d has no closing brace" % (start + 1))


def _kernel_name(define):
    m = re.search(r'@("[^"]*"|[\w.$]+)', define)
    return m.group(1) if m else "?"


def _derived(body, params):
    """The values a byref parameter flows into (through GEPs, phis, selects), to a fixed point."""
    derived = set(params)
    changed = True
    while changed:
        changed = False
        for line in body:
            m = _DEF.match(line)
            if not m or m.group(1) in derived or m.group(2) not in ("getelementptr", "phi", "select"):
                continue
            if any(_mentions(line, v) for v in derived):
                derived.add(m.group(1))
                changed = True
    return derived


def _retype(line, derived, where, fail):
    m = _DEF.match(line)
    op = m.group(2) if m else line.split()[0]
    if m and m.group(1) in derived and op in ("phi", "select"):
        # Every pointer operand must come from the argument: a phi of the argument and a
        # constant-memory pointer has no single NVPTX address space.
        operands = re.findall(r'%[\w.]+', line.split("=", 1)[1])
        ptr_ops = [o for o in operands if o in derived]
        text = line.replace("ptr addrspace(4)", "ptr")
        if op == "phi":
            incoming = re.findall(r'\[\s*(%[\w.]+|[^,\]]+),', line)
            if any(v.strip() not in derived for v in incoming):
                fail("%s: a phi mixes a by-reference argument with another pointer: %s" % (where, line.strip()))
        elif len(ptr_ops) < 2:
            fail("%s: a select mixes a by-reference argument with another pointer: %s" % (where, line.strip()))
        return text
    copy = _MEMCPY.search(line)
    if copy and not m:
        # memcpy/memmove out of the argument (a struct member copied whole): the source becomes
        # generic, and the intrinsic's name follows its operand types. Into it: never valid.
        args = line[copy.end():]
        dst = re.match(r'\s*ptr(?: addrspace\(\d+\))?[^,]*?(%[\w.]+)', args)
        if dst and dst.group(1) in derived:
            fail("%s: a copy into a by-reference argument: %s" % (where, line.strip()))
        line = line[:copy.start()] + "@llvm.%s.%s.p0.%s(" % copy.groups() + args
    elif op not in ("load", "getelementptr"):
        fail("%s: by-reference argument used by an instruction route B does not translate "
             "(loads, getelementptr, phi, select, memcpy/memmove sources only): %s" % (where, line.strip()))
    for v in derived:
        line = re.sub(r'ptr addrspace\(4\)((?: align \d+| \w+(?:\(\d+\))?)*?) ' + re.escape(v) + r'(?![\w.])',
                      lambda m: "ptr%s %s" % (m.group(1), v), line)
    return line


def byref_to_byval(text, fail):
    """Rewrites every AMDGPU kernel's byref aggregate parameters to NVPTX byval ones (see above).
    `fail(message)` reports an untranslatable use and does not return."""
    lines = text.split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if not (line.startswith("define ") and "amdgpu_kernel" in line and "byref(" in line):
            i += 1
            continue
        params = [m.group(4) for m in _PARAM.finditer(line)]
        if not params:
            fail("kernel %s: a byref parameter translate.py cannot parse: %s" % (_kernel_name(line), line))
        lines[i] = _PARAM.sub(lambda m: "ptr%s byval(%s)%s %s" % m.groups(), line)
        end = _body_end(lines, i)
        body = lines[i + 1:end]
        derived = _derived(body, params)
        where = "kernel " + _kernel_name(line)
        for j, b in enumerate(body):
            if any(_mentions(b, v) for v in derived):
                body[j] = _retype(b, derived, where, fail)
        lines[i + 1:end] = body
        i = end + 1
    text = "\n".join(lines)
    for name, dst, width in sorted(set(re.findall(r'@(llvm\.(?:memcpy(?:\.inline)?|memmove)\.(p\d+)\.p0\.(i\d+))\(', text))):
        if not re.search(r'^declare [^\n]*@%s\(' % re.escape(name), text, re.M):
            space = "" if dst == "p0" else " addrspace(%s)" % dst[1:]
            text += "\ndeclare void @%s(ptr%s, ptr, %s, i1 immarg)\n" % (name, space, width)
    return text
