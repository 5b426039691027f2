# SPDX-License-Identifier: Apache-2.0
"""Route B: device printf as NVIDIA's vprintf.

On AMD GPUs clang lowers a device `printf` to ROCm's hostcall printf (__ockl_printf_begin/
append_args/append_string_n over __ockl_hostcall_internal): a protocol with the HIP runtime on the
host, which the NVIDIA machine does not have. So route B builds the device IR with
-fno-builtin-printf: the gfx1030 IR keeps `call i32 (ptr, ...) @printf(fmt, args...)`, with the
arguments already promoted as C varargs are (float -> double, char/short -> i32), and this file
turns each call into what NVIDIA's own lowering emits: the arguments stored, each at its natural
alignment, in one local buffer, and `vprintf(fmt, buffer)` (a null buffer when there are none).
One helper function per argument-type signature holds the buffer, so a printf in a loop does not
grow the stack. IR still holding the hostcall protocol is an error that says how to build it.
"""
import re

CALL = re.compile(r"^(\s*)(%[\w.$-]+ = )?(?:tail |musttail |notail )?call ([^@\n]*?)i32 \(ptr, \.\.\.\) "
                  r"@printf\(", re.M)
PARAM_ATTRS = {"noundef", "signext", "zeroext", "inreg", "nonnull", "noalias", "nocapture",
               "readonly", "writeonly"}


def split_top(args):
    """Splits an IR argument list at the commas outside parentheses, brackets and braces."""
    out, depth, cur = [], 0, ""
    for ch in args:
        if ch in "([{<":
            depth += 1
        elif ch in ")]}>":
            depth -= 1
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def type_and_value(arg):
    """'ptr addrspace(1) noundef %x' -> ('ptr addrspace(1)', '%x')."""
    m = re.match(r"(ptr(?: addrspace\(\d+\))?|i\d+|half|bfloat|float|double|fp128|<[^>]*>)\s+(.*)$", arg)
    if not m:
        return None
    ty, rest = m.group(1), m.group(2)
    while True:
        a = re.match(r"(align \d+|dereferenceable(?:_or_null)?\(\d+\)|\w+)\s+(.*)$", rest)
        if not a or not (a.group(1) in PARAM_ATTRS or a.group(1).startswith(("align ", "deref"))):
            break
        rest = a.group(2)
    return ty, rest


def check_no_hostcall(text, fail):
    """Before anything else: hostcall code would otherwise fail as unemulated intrinsics."""
    if re.search(r"@__ockl_printf_begin\b|@__ockl_hostcall_internal\b", text):
        fail("device printf is lowered to ROCm's hostcall protocol (__ockl_printf_*); route B needs "
             "the device IR built with -fno-builtin-printf")


def printf_to_vprintf(text, fail):
    helpers, out, pos = {}, [], 0
    for m in CALL.finditer(text):
        start = m.end()
        depth, j = 1, start
        while depth:
            if j >= len(text):
                fail("unbalanced printf call")
            depth += {"(": 1, ")": -1}.get(text[j], 0)
            j += 1
        args = split_top(text[start:j - 1])
        typed = [type_and_value(a) for a in args]
        if not typed or None in typed:
            fail("printf call with arguments route B cannot read: " + text[m.start():j].strip()[:200])
        types = tuple(t for t, _ in typed[1:])
        if types not in helpers:
            helpers[types] = "__scale_emul_printf_%d" % len(helpers)
        out.append(text[pos:m.start()])
        out.append("%s%scall i32 @%s(%s)" % (m.group(1), m.group(2) or "", helpers[types],
                                             ", ".join("%s %s" % tv for tv in typed)))
        pos = j
    if not helpers:
        return text
    out.append(text[pos:])
    text = "".join(out)
    text = re.sub(r"^declare [^\n]*@printf\(ptr[^\n]*\n", "", text, flags=re.M)
    text += "\ndeclare i32 @vprintf(ptr, ptr)\n"
    for types, name in helpers.items():
        params = ", ".join(["ptr %fmt"] + ["%s %%a%d" % (t, i) for i, t in enumerate(types)])
        body = []
        if types:
            body.append("  %%buf = alloca { %s }, align 8" % ", ".join(types))
            for i, t in enumerate(types):
                body.append("  %%p%d = getelementptr inbounds { %s }, ptr %%buf, i32 0, i32 %d"
                            % (i, ", ".join(types), i))
                body.append("  store %s %%a%d, ptr %%p%d" % (t, i, i))
        buf = "ptr %buf" if types else "ptr null"
        body.append("  %%r = call i32 @vprintf(ptr %%fmt, %s)" % buf)
        body.append("  ret i32 %r")
        text += "define internal i32 @%s(%s) {\n%s\n}\n" % (name, params, "\n".join(body))
    return text
