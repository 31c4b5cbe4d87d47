#!/usr/bin/env python3
"""Checks the compiled model classes against the JDK 17 classes they replace.

Two checks:

1. Every member of a replaced class (System, Thread, ThreadGroup, Class, Runtime, PrintStream and
   their public nested types) that some class of the JDK's java.base references (a field access or
   method call in its bytecode) exists in the model with the same name, descriptor and
   static-ness, and is accessible from the referring package.
2. The public and protected members of each replaced class are the JDK's (missing or extra ones
   are listed).

Usage (after `cargo build -p weft-vm`):

    python3 crates/weft-vm/runtime/check_models.py [MODEL_CLASSES_DIR]

MODEL_CLASSES_DIR defaults to the newest target/*/build/weft-vm-*/out/runtime-classes. The JDK is
$JAVA_HOME, else the one whose javap is on PATH. Reading all of java.base takes about a minute.
Exits with status 1 when check 1 finds a problem; check 2's findings are informational.
"""

import collections
import glob
import os
import re
import shutil
import subprocess
import sys

REPLACED = [
    'java/lang/System', 'java/lang/Thread', 'java/lang/Thread$State',
    'java/lang/Thread$UncaughtExceptionHandler', 'java/lang/ThreadGroup', 'java/lang/Class',
    'java/lang/Runtime', 'java/lang/Runtime$Version', 'java/io/PrintStream',
]


def tool(name):
    home = os.environ.get('JAVA_HOME')
    if home and os.path.isfile(os.path.join(home, 'bin', name)):
        return os.path.join(home, 'bin', name)
    found = shutil.which(name)
    if not found:
        sys.exit(f'{name} not found: set JAVA_HOME to a JDK 17')
    return found


def java_home():
    javap = os.path.realpath(tool('javap'))
    return os.path.dirname(os.path.dirname(javap))


def java_base_classes():
    out = subprocess.run([tool('jimage'), 'list', os.path.join(java_home(), 'lib', 'modules')],
                         capture_output=True, text=True, check=True).stdout
    classes, module = [], None
    for line in out.splitlines():
        if line.startswith('Module: '):
            module = line.split()[1]
        elif module == 'java.base' and line.strip().endswith('.class'):
            name = line.strip()[:-len('.class')]
            if name not in ('module-info',):
                classes.append(name.replace('/', '.'))
    return classes


# Referenced members the models deliberately lack (see NATIVES.md, "Deliberate differences").
KNOWN_GAPS = {
    ('java/lang/System', 'getLogger', '(Ljava/lang/String;)Ljava/lang/System$Logger;'),
}

# JDK nested classes of replaced classes that the models do not define and other code uses.
SURVIVING_JDK_NESTED = {'java/lang/System$Logger', 'java/lang/System$Logger$Level', 'java/lang/System$LoggerFinder'}

HEADER = re.compile(r'^(?:[a-z ]*)(?:class|interface|enum) ([\w.$]+)')
REF = re.compile(r'(invoke\w+|[gp]et\w+)\s+#\d+(?:,\s*\d+)?\s+// (?:Method|Field|InterfaceMethod) '
                 r'([\w/$]+)\.("?[\w<>$]+"?):(\S+)')


def references(classes):
    """(owner, name, descriptor, static) -> referring classes, for owners in REPLACED."""
    refs = collections.defaultdict(set)
    replaced_outer = {r for r in REPLACED if '$' not in r}
    for i in range(0, len(classes), 400):
        out = subprocess.run([tool('javap'), '-c', '-p'] + classes[i:i + 400],
                             capture_output=True, text=True).stdout
        current = None
        for line in out.splitlines():
            if not line.startswith(' '):
                m = HEADER.search(line)
                if m:
                    current = m.group(1).replace('.', '/')
                continue
            m = REF.search(line)
            if not m:
                continue
            insn, owner, name, desc = m.groups()
            if owner not in REPLACED:
                continue
            # The replaced JDK classes and their nested classes do not count (the models replace
            # them, and only the replaced outer class uses its private nested classes), except the
            # JDK nested types other code uses directly.
            if current.split('$')[0] in replaced_outer and current not in SURVIVING_JDK_NESTED:
                continue
            static = insn in ('invokestatic', 'getstatic', 'putstatic')
            refs[(owner, name.strip('"'), desc, static)].add(current)
    return refs


def members(target, cls):
    """(name, descriptor) -> (static, access, declaration) as javap prints them."""
    out = subprocess.run([tool('javap'), '-p', '-s', target], capture_output=True, text=True).stdout
    result, decl = {}, None
    dotted = {cls.replace('/', '.'), cls.replace('/', '.').replace('$', '.')}
    for line in out.splitlines():
        s = line.strip()
        if s.startswith('descriptor:'):
            if decl and not decl.startswith('static {}'):
                head = decl.split('(')[0] if '(' in decl else decl.rstrip(';')
                words = head.split()
                name = '<init>' if words[-1] in dotted else words[-1]
                access = next((a for a in ('public', 'protected', 'private') if a in words), 'package')
                result[(name, s.split(':', 1)[1].strip())] = ('static' in words, access, decl)
            decl = None
        elif s.endswith(';') and not s.startswith('Compiled'):
            decl = s
    return result


def main():
    if len(sys.argv) > 1:
        models_dir = sys.argv[1]
    else:
        here = os.path.dirname(os.path.abspath(__file__))
        root = os.path.dirname(os.path.dirname(os.path.dirname(here)))
        dirs = glob.glob(os.path.join(root, 'target', '*', 'build', 'weft-vm-*', 'out', 'runtime-classes'))
        if not dirs:
            sys.exit('no compiled model classes found: run `cargo build -p weft-vm` or pass the directory')
        models_dir = max(dirs, key=os.path.getmtime)
    print(f'models: {models_dir}')

    model = {cls: members(os.path.join(models_dir, cls + '.class'), cls) for cls in REPLACED}

    problems = 0
    refs = references(java_base_classes())
    for (owner, name, desc, static), users in sorted(refs.items()):
        found = model[owner].get((name, desc))
        who = ' '.join(sorted(users)[:4]) + (' ...' if len(users) > 4 else '')
        if found is None:
            if (owner, name, desc) in KNOWN_GAPS:
                print(f'known gap {owner}.{name}{desc}   used by {len(users)}: {who}')
            else:
                print(f'MISSING   {owner}.{name}{desc}   used by {len(users)}: {who}')
                problems += 1
            continue
        m_static, access, _ = found
        if m_static != static:
            print(f'STATIC    {owner}.{name}{desc}: model static={m_static}   used by {who}')
            problems += 1
        outside = [u for u in users if u.rsplit('/', 1)[0] != owner.rsplit('/', 1)[0]]
        if access == 'private' or (access == 'package' and outside):
            print(f'ACCESS    {owner}.{name}{desc} is {access}   used by {who}')
            problems += 1
    print(f'check 1: {len(refs)} members referenced by java.base, {problems} problems')

    for cls in REPLACED:
        jdk = {k: v for k, v in members(cls.replace('/', '.'), cls).items() if v[1] in ('public', 'protected')}
        mine = {k: v for k, v in model[cls].items() if v[1] in ('public', 'protected')}
        for k in sorted(set(jdk) - set(mine)):
            print(f'API       {cls}: missing {jdk[k][2]}')
        for k in sorted(set(mine) - set(jdk)):
            print(f'API       {cls}: extra   {mine[k][2]}')
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
