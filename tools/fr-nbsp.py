#!/usr/bin/env python3
# SPDX-License-Identifier: MIT
"""Usage: tools/fr-nbsp.py translations/locklab_fr.ts [--fix]
French puts a no-break space before ':' ';' '?' '!' that end a word: list (or --fix) the
translations in a .ts file that lack it. Text quoted from the source as is (code, JSON, CLI usage)
and SQL's '?' parameters are left alone."""
import re, sys, html
path = sys.argv[1]
fix = '--fix' in sys.argv
ts = open(path, encoding='utf-8').read()
msg_re = re.compile(r'<message(?: numerus="yes")?>.*?</message>', re.S)
# The mark ends a word: after the word (or a plain space after it), before the end, a space or
# something closing (a tag, bracket or quote).
mark = re.compile(r'(\S+?)( ?)([:;?!])(?=$|[\s<)»”"])(?=((?:\s+\S+)?))')
NBSP = '\u00a0'

def esc(s):
    s = html.escape(s, quote=False).replace('"', '&quot;').replace("'", '&apos;')
    return s.replace('\u00a0', '&#xa0;').replace('\u202f', '&#x202f;')

def exempt(source, m):
    word, space, p, following = m.groups()
    if p == ';' and not space and re.search(r'&#?\w+$', word):
        return True  # an HTML entity: "&nbsp;"
    if p == '?' and re.search(r'[=<>]$', word):
        return True  # SQL: "fence < ?", "value=?"
    return bool(following) and (word + space + p + following) in source

count = 0
def fix_form(source, text):
    global count
    out, pos = [], 0
    for m in mark.finditer(text):
        if exempt(source, m):
            continue
        count += 1
        if not fix:
            print(repr(text[max(0, m.start() - 25):m.end() + 5]))
        start_space = m.start(2)
        out.append(text[pos:start_space])
        out.append(NBSP + m.group(3))
        pos = m.end(3)
    out.append(text[pos:])
    return ''.join(out)

def fix_message(mm):
    block = mm.group(0)
    source = html.unescape(re.search(r'<source>(.*?)</source>', block, re.S).group(1))
    def fix_one(fm):
        raw = fm.group(2)
        text = html.unescape(raw)
        new = fix_form(source, text)
        if new == text:
            return fm.group(0)
        assert esc(text) == raw, (raw, esc(text))
        return fm.group(1) + esc(new) + fm.group(3)
    return re.sub(r'(<(?:translation|numerusform)(?: [^>]*)?>)([^<]*)(</)', fix_one, block)

out = msg_re.sub(fix_message, ts)
print(count, 'without the no-break space', file=sys.stderr)
if fix:
    open(path, 'w', encoding='utf-8').write(out)
