# SPDX-License-Identifier: MIT
# The desktop entry, the AppStream file and the icons agree with each other and with the build:
# one app id, the binary's name, the CMake project version as the newest release, and PNGs that
# really are the sizes their names say. Usage:
#   cmake -DSOURCE_DIR=... -DAPP_ID=... -DVERSION=... -DICON_SIZES="16;32;..." -P metadata.cmake
foreach(var SOURCE_DIR APP_ID VERSION ICON_SIZES)
    if(NOT DEFINED ${var})
        message(FATAL_ERROR "metadata: -D${var}=... is required")
    endif()
endforeach()

set(errors)
function(require_contains text needle message)
    string(FIND "${text}" "${needle}" at)
    if(at EQUAL -1)
        set(errors ${errors} "${message}" PARENT_SCOPE)
    endif()
endfunction()

set(res "${SOURCE_DIR}/resources")
file(READ "${res}/${APP_ID}.desktop" desktop)
file(READ "${res}/${APP_ID}.metainfo.xml" metainfo)
file(READ "${res}/icons/locklab.svg" svg)
file(READ "${res}/${APP_ID}.mime.xml" mime)

# Desktop entry: the menu shows our icon and starts our binary.
string(REGEX MATCH "\nIcon=([^\n]*)" _ "${desktop}")
if(NOT CMAKE_MATCH_1 STREQUAL APP_ID)
    list(APPEND errors "desktop Icon= is '${CMAKE_MATCH_1}', not the app id ${APP_ID}")
endif()
string(REGEX MATCH "\nExec=([^ \n]*)" _ "${desktop}")
if(NOT CMAKE_MATCH_1 STREQUAL "locklab")
    list(APPEND errors "desktop Exec= starts '${CMAKE_MATCH_1}', not locklab")
endif()

# Files open from a file manager: Exec takes one file (%f), and the desktop entry, the AppStream
# file and the shared-mime-info file name the same types: both recordings and a MONITOR log.
if(NOT desktop MATCHES "\nExec=locklab %f\n")
    list(APPEND errors "desktop Exec= is not 'locklab %f' (a double-click passes the file)")
endif()
string(REGEX MATCH "\nMimeType=([^\n]*)" _ "${desktop}")
set(mime_types "${CMAKE_MATCH_1}")  # if(MATCHES) below resets CMAKE_MATCH_1
foreach(type application/x-locklab-recording application/x-locklab-compact-recording application/x-redis-monitor-log)
    if(NOT mime_types MATCHES "(^|;)${type};")
        list(APPEND errors "desktop MimeType= '${mime_types}' does not list ${type}")
    endif()
    require_contains("${mime}" "<mime-type type=\"${type}\">" "mime.xml does not define ${type}")
    require_contains("${metainfo}" "<mediatype>${type}</mediatype>" "metainfo does not provide ${type}")
endforeach()
require_contains("${mime}" "<glob pattern=\"*.locklab.json\"/>" "mime.xml has no *.locklab.json glob")
require_contains("${mime}" "<glob pattern=\"*.locklab\"/>" "mime.xml has no *.locklab glob (the compact encoding)")
require_contains("${mime}" "<glob pattern=\"*.monitor.log\"/>" "mime.xml has no *.monitor.log glob (a MONITOR log)")

# AppStream: same id, points at the desktop file, and its newest release is this version.
require_contains("${metainfo}" "<id>${APP_ID}</id>" "metainfo <id> is not ${APP_ID}")
require_contains("${metainfo}" "<launchable type=\"desktop-id\">${APP_ID}.desktop</launchable>"
    "metainfo has no launchable ${APP_ID}.desktop")
require_contains("${metainfo}" "<binary>locklab</binary>" "metainfo does not provide the locklab binary")
require_contains("${metainfo}" "<project_license>MIT</project_license>" "metainfo project_license is not MIT")
require_contains("${metainfo}" "<content_rating type=\"oars-1.1\"" "metainfo has no OARS content rating")
if(NOT metainfo MATCHES "<image>[^<]*/docs/screenshot\\.png</image>")
    list(APPEND errors "metainfo screenshot does not point at docs/screenshot.png")
endif()
# AppStream lists releases newest first.
if(NOT metainfo MATCHES "<release version=\"([^\"]*)\" date=\"([0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9])\"")
    list(APPEND errors "metainfo has no <release version=... date=YYYY-MM-DD>")
elseif(NOT CMAKE_MATCH_1 STREQUAL VERSION)
    list(APPEND errors "newest metainfo release is '${CMAKE_MATCH_1}' but the project version is ${VERSION}: add a <release> entry")
endif()

# Icon: a square scalable drawing with no text (text does not survive 16 px or translation).
if(NOT svg MATCHES "viewBox=\"0 0 ([0-9.]+) ([0-9.]+)\"" OR NOT CMAKE_MATCH_1 STREQUAL CMAKE_MATCH_2)
    list(APPEND errors "locklab.svg has no square viewBox")
endif()
if(svg MATCHES "<text")
    list(APPEND errors "locklab.svg contains <text>")
endif()

# PNG renderings (tools/render-icons.sh): IHDR width and height are bytes 16..23, big-endian.
foreach(size IN LISTS ICON_SIZES)
    set(png "${res}/icons/locklab-${size}.png")
    if(NOT EXISTS "${png}")
        list(APPEND errors "missing ${png} (run tools/render-icons.sh)")
        continue()
    endif()
    file(READ "${png}" magic LIMIT 8 HEX)
    if(NOT magic STREQUAL "89504e470d0a1a0a")
        list(APPEND errors "${png} is not a PNG")
        continue()
    endif()
    file(READ "${png}" dims OFFSET 16 LIMIT 8 HEX)
    string(SUBSTRING "${dims}" 0 8 w)
    string(SUBSTRING "${dims}" 8 8 h)
    math(EXPR w "0x${w}")
    math(EXPR h "0x${h}")
    if(NOT w EQUAL size OR NOT h EQUAL size)
        list(APPEND errors "${png} is ${w}x${h}, not ${size}x${size}")
    endif()
endforeach()

# Every file we ship carries the SPDX line.
foreach(file "${APP_ID}.desktop" "${APP_ID}.metainfo.xml" "${APP_ID}.mime.xml" "icons/locklab.svg")
    file(READ "${res}/${file}" head LIMIT 200)
    require_contains("${head}" "SPDX-License-Identifier: MIT" "${file} has no SPDX line near its top")
endforeach()

if(errors)
    list(JOIN errors "\n  " text)
    message(FATAL_ERROR "packaging metadata:\n  ${text}")
endif()
message(STATUS "packaging metadata OK for ${APP_ID} ${VERSION}")
