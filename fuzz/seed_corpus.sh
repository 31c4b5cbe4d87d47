#!/bin/sh
# Fills fuzz/corpus/ with starting inputs: the class files of weft's test programs (javac -g)
# for `classfile`, and a few jars of them for `classpath_jar`. Needs a JDK 17 (javac, jar).
set -eu
here=$(cd "$(dirname "$0")" && pwd)
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
bin=${JAVA_HOME:+$JAVA_HOME/bin/}
mkdir -p "$tmp/classes" "$here/corpus/classfile" "$here/corpus/classpath_jar"
for f in "$here"/../tests/programs/run/*.java "$here"/../tests/programs/errors/*.java; do
    # Each program on its own, so one that fails to compile does not stop the rest.
    "${bin}javac" -g -nowarn -d "$tmp/classes" "$f" 2>/dev/null || true
done
cp "$tmp"/classes/*.class "$here/corpus/classfile/"
i=0
for main in "$tmp"/classes/*.class; do
    name=$(basename "$main" .class)
    case "$name" in *'$'*) continue ;; esac
    i=$((i + 1))
    [ "$i" -le 20 ] || break
    "${bin}jar" --create --file "$here/corpus/classpath_jar/$name.jar" --main-class "$name" \
        -C "$tmp/classes" "$name.class"
done
echo "corpus: $(ls "$here/corpus/classfile" | wc -l) class files, $(ls "$here/corpus/classpath_jar" | wc -l) jars"
