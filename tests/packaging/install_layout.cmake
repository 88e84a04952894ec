# SPDX-License-Identifier: MIT
# `cmake --install` into a temporary prefix must yield exactly the files below, and the installed
# binary must run. Usage:
#   cmake -DBUILD_DIR=... -DSOURCE_DIR=... -DWORK_DIR=... -DAPP_ID=... [-DCONFIG=...] -P install_layout.cmake
foreach(var BUILD_DIR SOURCE_DIR WORK_DIR APP_ID)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "install_layout: -D${var}=... is required")
    endif()
endforeach()

set(prefix "${WORK_DIR}/prefix")
file(REMOVE_RECURSE "${WORK_DIR}")
set(config_args)
if(CONFIG)
    set(config_args --config "${CONFIG}")
endif()
execute_process(
    COMMAND "${CMAKE_COMMAND}" --install "${BUILD_DIR}" --prefix "${prefix}" ${config_args}
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE out)
if(NOT rc EQUAL 0)
    message(FATAL_ERROR "cmake --install failed (${rc}):\n${out}")
endif()

# The layout, written out: a rule that moves or drops a file must show up here.
set(expected
    bin/locklab
    share/applications/${APP_ID}.desktop
    share/metainfo/${APP_ID}.metainfo.xml
    share/mime/packages/${APP_ID}.xml
    share/icons/hicolor/scalable/apps/${APP_ID}.svg
    share/icons/hicolor/16x16/apps/${APP_ID}.png
    share/icons/hicolor/32x32/apps/${APP_ID}.png
    share/icons/hicolor/48x48/apps/${APP_ID}.png
    share/icons/hicolor/64x64/apps/${APP_ID}.png
    share/icons/hicolor/128x128/apps/${APP_ID}.png
    share/icons/hicolor/256x256/apps/${APP_ID}.png
    share/doc/locklab/README.md
    share/doc/locklab/LICENSE
    share/doc/locklab/guide.md
    share/doc/locklab/cli.md
    share/doc/locklab/watching.md
    share/doc/locklab/redis-safety.md
    share/doc/locklab/sentinel.md
    share/doc/locklab/scenarios.md
    share/doc/locklab/recordings.md
    share/man/man1/locklab.1.gz
)
# Files that come and go with the sources: one installed scenario per built-in scenario, one .qm
# per .ts.
file(GLOB scenarios RELATIVE "${SOURCE_DIR}/resources/scenarios" "${SOURCE_DIR}/resources/scenarios/*.json")
if(NOT scenarios)
    message(FATAL_ERROR "no built-in scenarios found under ${SOURCE_DIR}/resources/scenarios")
endif()
foreach(name IN LISTS scenarios)
    list(APPEND expected share/locklab/scenarios/${name})
endforeach()
file(GLOB ts_files RELATIVE "${SOURCE_DIR}/translations" "${SOURCE_DIR}/translations/*.ts")
foreach(name IN LISTS ts_files)
    string(REGEX REPLACE "\\.ts$" ".qm" qm "${name}")
    list(APPEND expected share/locklab/translations/${qm})
endforeach()

file(GLOB_RECURSE actual RELATIVE "${prefix}" LIST_DIRECTORIES false "${prefix}/*")
list(SORT expected)
list(SORT actual)
set(missing ${expected})
list(REMOVE_ITEM missing ${actual})
set(unexpected ${actual})
list(REMOVE_ITEM unexpected ${expected})
if(missing OR unexpected)
    list(JOIN missing "\n  " missing_text)
    list(JOIN unexpected "\n  " unexpected_text)
    message(FATAL_ERROR "install layout differs from the expected list\n"
        "missing:\n  ${missing_text}\nunexpected:\n  ${unexpected_text}")
endif()
# An empty directory escapes the file list above.
if(IS_DIRECTORY "${prefix}/share/locklab/translations" AND NOT ts_files)
    message(FATAL_ERROR "share/locklab/translations installed without any translation")
endif()

# The installed binary runs from its new place and knows its scenarios.
execute_process(COMMAND "${prefix}/bin/locklab" list
    RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
if(NOT rc EQUAL 0 OR NOT out MATCHES "ttl-overlap")
    message(FATAL_ERROR "installed locklab list failed (${rc}):\n${out}${err}")
endif()

list(LENGTH actual count)
message(STATUS "install layout OK: ${count} files under ${prefix}")
file(REMOVE_RECURSE "${WORK_DIR}")
