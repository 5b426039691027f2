# SPDX-License-Identifier: Apache-2.0
# cmake -P: regenerates the runtime/driver API coverage document and fails if the committed copy
# differs (run `python3 tools/runtime-api/coverage.py --write docs/runtime-api-coverage.md`).
execute_process(COMMAND ${PYTHON} ${TOOL} --data ${DATA} --write ${OUT} RESULT_VARIABLE rc OUTPUT_QUIET)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "coverage.py failed")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -E compare_files ${OUT} ${DOC} RESULT_VARIABLE differ)
if(NOT differ EQUAL 0)
  message(FATAL_ERROR "docs/runtime-api-coverage.md is out of date with the API tables: regenerate it with tools/runtime-api/coverage.py --write")
endif()
