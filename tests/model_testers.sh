#!/bin/sh
# SPDX-License-Identifier: MIT
# Every item model in the code runs under QAbstractItemModelTester in some test: for each header
# that declares a Qt item model, a test that uses the tester must include that header.
# Usage: model_testers.sh SOURCE_DIR
src=$1
fail=0
for header in $(grep -rlE 'class [A-Za-z]+ (final )?: public Q(Abstract(Item|Table|List)Model|StandardItemModel|[A-Za-z]*ProxyModel)' \
    "$src/core" "$src/ui" --include='*.h'); do
    name=$(basename "$header")
    testers=$(grep -l 'QAbstractItemModelTester' "$src"/tests/*.cpp | xargs grep -l "#include \"\(.*/\)\?$name\"")
    if [ -z "$testers" ]; then
        echo "FAIL: no test puts the model of $name under QAbstractItemModelTester"
        fail=1
    else
        echo "ok: $name: $(echo $testers | xargs -n1 basename | tr '\n' ' ')"
    fi
done
exit $fail
