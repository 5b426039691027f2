# SPDX-License-Identifier: Apache-2.0
# The route-C build mode for any CMake project, with our toolchain file:
#   cmake -DCMAKE_TOOLCHAIN_FILE=<toolkit>/share/scale-amd/scale-amd.cmake \
#         -DCMAKE_PROJECT_INCLUDE_BEFORE=<repo>/test/exec/route-c/routec.cmake ...
# Every CUDA compile goes through ./launch (the compiler launcher), and so does CMake's separate
# device-link step of CUDA_SEPARABLE_COMPILATION targets, which CMake runs without the launcher:
# its rules are CMake's own (Modules/CMakeCUDAInformation.cmake) with the launcher in front. They
# must be set before project() enables CUDA, hence CMAKE_PROJECT_INCLUDE_BEFORE.
set(_routec_launch "${CMAKE_CURRENT_LIST_DIR}/launch")
set(CMAKE_CUDA_COMPILER_LAUNCHER "${_routec_launch}" CACHE STRING "route-C build mode" FORCE)
foreach(_rule CMAKE_CUDA_DEVICE_LINK_LIBRARY CMAKE_CUDA_DEVICE_LINK_EXECUTABLE)
  set(${_rule} "${_routec_launch} <CMAKE_CUDA_COMPILER> <LANGUAGE_COMPILE_FLAGS> <LINK_FLAGS> -Xcompiler=-fPIC -shared -dlink <OBJECTS> -o <TARGET> <LINK_LIBRARIES>")
endforeach()
