# SPDX-License-Identifier: MIT
# Desktop integration, install layout and the Debian package. Included once from the top-level
# CMakeLists.txt after every target exists; the binary's own install() lives in app/.
include(GNUInstallDirs)

# One id for the desktop file, the AppStream component and the icon name (reverse DNS).
set(LOCKLAB_APP_ID "io.github.locklab.LockLab")
set(LOCKLAB_ICON_SIZES 16 32 48 64 128 256)
set(LOCKLAB_DATA_DIR "${CMAKE_INSTALL_DATADIR}/locklab")
# Not CMAKE_INSTALL_DOCDIR: that follows PROJECT_NAME ("LockLab"), Debian wants the package name.
set(LOCKLAB_DOC_DIR "${CMAKE_INSTALL_DATAROOTDIR}/doc/locklab")

set(_res "${PROJECT_SOURCE_DIR}/resources")
install(FILES "${_res}/${LOCKLAB_APP_ID}.desktop" DESTINATION "${CMAKE_INSTALL_DATADIR}/applications")
install(FILES "${_res}/${LOCKLAB_APP_ID}.metainfo.xml" DESTINATION "${CMAKE_INSTALL_DATADIR}/metainfo")
# The recording's MIME type (*.locklab.json); Debian's shared-mime-info trigger updates the database.
install(FILES "${_res}/${LOCKLAB_APP_ID}.mime.xml" DESTINATION "${CMAKE_INSTALL_DATADIR}/mime/packages"
    RENAME "${LOCKLAB_APP_ID}.xml")
install(FILES "${_res}/icons/locklab.svg"
    DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps"
    RENAME "${LOCKLAB_APP_ID}.svg")
foreach(size IN LISTS LOCKLAB_ICON_SIZES)
    install(FILES "${_res}/icons/locklab-${size}.png"
        DESTINATION "${CMAKE_INSTALL_DATADIR}/icons/hicolor/${size}x${size}/apps"
        RENAME "${LOCKLAB_APP_ID}.png")
endforeach()

# The built-in scenarios are also compiled into the binary; installed copies are for reading
# and for `locklab run FILE.json` edits.
file(GLOB _scenarios CONFIGURE_DEPENDS "${_res}/scenarios/*.json")
install(FILES ${_scenarios} DESTINATION "${LOCKLAB_DATA_DIR}/scenarios")

# The README and the user's pages (the guide is also inside the app: Help ▸ User Guide).
set(LOCKLAB_USER_DOCS guide.md cli.md watching.md redis-safety.md sentinel.md scenarios.md recordings.md)
set(_docs "${PROJECT_SOURCE_DIR}/README.md" "${PROJECT_SOURCE_DIR}/LICENSE")
foreach(page IN LISTS LOCKLAB_USER_DOCS)
    list(APPEND _docs "${PROJECT_SOURCE_DIR}/docs/${page}")
endforeach()
install(FILES ${_docs} DESTINATION "${LOCKLAB_DOC_DIR}")

# locklab(1), generated from docs/cli.md so the man page and the reference never differ.
set(LOCKLAB_MAN_PAGE "${PROJECT_BINARY_DIR}/man/locklab.1")
add_custom_command(OUTPUT "${LOCKLAB_MAN_PAGE}" "${LOCKLAB_MAN_PAGE}.gz"
    COMMAND "${CMAKE_COMMAND}" -DINPUT=${PROJECT_SOURCE_DIR}/docs/cli.md -DOUTPUT=${LOCKLAB_MAN_PAGE}
        -DVERSION=${PROJECT_VERSION} -P ${PROJECT_SOURCE_DIR}/cmake/manpage.cmake
    DEPENDS "${PROJECT_SOURCE_DIR}/docs/cli.md" "${PROJECT_SOURCE_DIR}/cmake/manpage.cmake"
    COMMENT "Generating locklab.1 from docs/cli.md")
add_custom_target(locklab_manpage ALL DEPENDS "${LOCKLAB_MAN_PAGE}.gz")
install(FILES "${LOCKLAB_MAN_PAGE}.gz" DESTINATION "${CMAKE_INSTALL_MANDIR}/man1")

# Translations: whoever builds .qm files appends them to the global property LOCKLAB_QM_FILES
#   qt_add_translations(... QM_FILES_OUTPUT_VARIABLE qm_files)
#   set_property(GLOBAL APPEND PROPERTY LOCKLAB_QM_FILES ${qm_files})
# Read at the end of the top-level directory so the order of add_subdirectory() does not matter;
# with no .qm files there is no translations directory at all.
function(_locklab_install_translations)
    get_property(qm_files GLOBAL PROPERTY LOCKLAB_QM_FILES)
    if(qm_files)
        install(FILES ${qm_files} DESTINATION "${LOCKLAB_DATA_DIR}/translations")
    endif()
endfunction()
cmake_language(DEFER CALL _locklab_install_translations)

# --- CPack: one .deb, locklab_<version>_<arch>.deb -------------------------------------------
set(LOCKLAB_PACKAGE_MAINTAINER "The LockLab developers <locklab@users.noreply.github.com>"
    CACHE STRING "Maintainer field of the Debian package")

set(CPACK_GENERATOR "DEB")
set(CPACK_PACKAGE_NAME "locklab")
set(CPACK_PACKAGE_VENDOR "The LockLab developers")
set(CPACK_PACKAGE_VERSION "${PROJECT_VERSION}")
set(CPACK_PACKAGE_CONTACT "${LOCKLAB_PACKAGE_MAINTAINER}")
set(CPACK_PACKAGE_HOMEPAGE_URL "https://github.com/locklab/locklab")
set(CPACK_PACKAGE_DESCRIPTION_SUMMARY "desktop lab for Redis distributed locks")
set(CPACK_PACKAGE_DESCRIPTION [=[
LockLab shows what really happens when workers share a Redis lock. Simulated
workers race to take the lock with SET NX PX, work, write to a shared store and
release it, while a timeline shows when each worker believes it holds the lock
and who Redis says holds it: TTL expiry, overlapping holders, and fenced writes
accepted or refused.
.
Flip naive DEL versus token release, fencing tokens and heartbeat extension and
watch the safety verdict change. Runs use an embedded deterministic simulator,
or a real local Redis server (recommended package redis-server).]=])
set(CPACK_RESOURCE_FILE_LICENSE "${PROJECT_SOURCE_DIR}/LICENSE")
set(CPACK_PACKAGE_CHECKSUM "SHA256")
set(CPACK_STRIP_FILES ON)

set(CPACK_DEBIAN_FILE_NAME "DEB-DEFAULT")
set(CPACK_DEBIAN_PACKAGE_MAINTAINER "${LOCKLAB_PACKAGE_MAINTAINER}")
set(CPACK_DEBIAN_PACKAGE_SECTION "devel")
set(CPACK_DEBIAN_PACKAGE_PRIORITY "optional")
set(CPACK_DEBIAN_PACKAGE_HOMEPAGE "${CPACK_PACKAGE_HOMEPAGE_URL}")
set(CPACK_DEBIAN_PACKAGE_CONTROL_STRICT_PERMISSION ON)
# Shared libraries come from dpkg-shlibdeps (Debian 12: libqt6*6, libqcoro6core0,
# libhiredis0.14, libstdc++6, ...). What it cannot see is listed by hand: Qt's SVG icon engine
# plugin (libqt6svg6) draws the window icon and is loaded at run time, not linked.
set(CPACK_DEBIAN_PACKAGE_SHLIBDEPS ON)
set(CPACK_DEBIAN_PACKAGE_DEPENDS "libqt6svg6 (>= 6.4)")
# Live mode can use any Redis; the embedded simulator needs none.
set(CPACK_DEBIAN_PACKAGE_RECOMMENDS "redis-server")
set(CPACK_DEBIAN_PACKAGE_SUGGESTS "qt6-wayland, qt6-translations-l10n, ffmpeg")

include(CPack)
