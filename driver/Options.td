// SPDX-License-Identifier: Apache-2.0
// nvcc's command line, as a TableGen table for LLVM's Option library.
// nvcc accepts every long option with one or two dashes, and values either joined with '=' or as
// the next argument: the multiclasses below generate all four spellings from one row.
// What each option becomes in the clang-22 pipeline is documented in docs/driver.md.
include "llvm/Option/OptParser.td"

class Grp<string name> : OptionGroup<name>;
def grp_phase : Grp<"phase">, HelpText<"Compilation phases">;
def grp_arch : Grp<"arch">, HelpText<"GPU architecture">;
def grp_lang : Grp<"lang">, HelpText<"Language and preprocessor">;
def grp_codegen : Grp<"codegen">, HelpText<"Code generation">;
def grp_diag : Grp<"diag">, HelpText<"Diagnostics">;
def grp_pass : Grp<"pass">, HelpText<"Options passed through to tools">;
def grp_misc : Grp<"misc">, HelpText<"Miscellaneous">;
def grp_amd : Grp<"amd">, HelpText<"scale-amd extensions">;

// A flag with a short and a long spelling: -c / --compile.
multiclass F<string short, string long, OptionGroup g, string help> {
  def NAME : Flag<["-", "--"], short>, Group<g>, HelpText<help>;
  if !ne(long, "") then
    def NAME#_long : Flag<["-", "--"], long>, Group<g>, Alias<!cast<Flag>(NAME)>;
}
// An option with a value, short and long: -arch sm_86, -arch=sm_86, --gpu-architecture=sm_86.
multiclass V<string short, string long, OptionGroup g, string help, string meta = "<value>"> {
  def NAME : Separate<["-", "--"], short>, Group<g>, HelpText<help>, MetaVarName<meta>;
  def NAME#_eq : Joined<["-", "--"], short#"=">, Group<g>, Alias<!cast<Separate>(NAME)>;
  if !ne(long, "") then {
    def NAME#_long : Separate<["-", "--"], long>, Group<g>, Alias<!cast<Separate>(NAME)>;
    def NAME#_long_eq : Joined<["-", "--"], long#"=">, Group<g>, Alias<!cast<Separate>(NAME)>;
  }
}
// A one-letter option with joined or separate value: -Idir, -I dir, --include-path dir.
multiclass J<string short, string long, OptionGroup g, string help, string meta = "<value>"> {
  def NAME : JoinedOrSeparate<["-"], short>, Group<g>, HelpText<help>, MetaVarName<meta>;
  def NAME#_long : Separate<["-", "--"], long>, Group<g>, Alias<!cast<JoinedOrSeparate>(NAME)>;
  def NAME#_long_eq : Joined<["-", "--"], long#"=">, Group<g>, Alias<!cast<JoinedOrSeparate>(NAME)>;
}

// Phases
defm compile : F<"c", "compile", grp_phase, "Compile each input to an object file">;
defm device_c : F<"dc", "device-c", grp_phase, "Compile to relocatable device code objects (-c -rdc=true)">;
defm device_w : F<"dw", "device-w", grp_phase, "Compile to whole-program device code objects (-c -rdc=false)">;
defm device_link : F<"dlink", "device-link", grp_phase,
    "Link the device code of relocatable objects into one host object">;
defm no_device_link : F<"nodlink", "no-device-link", grp_phase,
    "Link without the implicit device link (the inputs hold a -dlink object already)">;
defm lib : F<"lib", "", grp_phase, "Compile and archive into a static library">;
defm preprocess : F<"E", "preprocess", grp_phase, "Preprocess only (host side), to stdout or -o">;
defm output_file : V<"o", "output-file", grp_phase, "Output file name", "<file>">;
defm output_dir : V<"odir", "output-directory", grp_phase, "Directory for the outputs of -c", "<dir>">;
defm dryrun : F<"dryrun", "", grp_phase, "Print the commands, do not run them">;
defm verbose : F<"v", "verbose", grp_phase, "Print the commands as they run">;
defm keep : F<"keep", "save-temps", grp_phase,
    "Keep intermediate files: per-target AMD assembly (.s) and code objects (.co)">;
defm keep_dir : V<"keep-dir", "", grp_phase, "Directory for kept intermediate files", "<dir>">;
defm shared : F<"shared", "", grp_phase, "Link a shared library">;
defm link : F<"link", "", grp_phase, "Compile and link (the default)">;
defm version : F<"V", "version", grp_misc, "Print the version">;
defm help : F<"h", "help", grp_misc, "Print this help">;
defm options_file : V<"optf", "options-file", grp_misc, "Read more options from a file", "<file>">;
defm threads : V<"t", "threads", grp_misc,
    "Run the per-target compilations of one input in at most N parallel jobs (0, the default: one per CPU)", "<n>">;
defm time : V<"time", "", grp_misc, "Accepted and ignored (no per-phase timing file)", "<file>">;
defm list_gpu_arch : F<"arch-ls", "list-gpu-arch", grp_misc, "List the virtual architectures (compute_XX)">;
defm list_gpu_code : F<"code-ls", "list-gpu-code", grp_misc, "List the real architectures (sm_XX) and AMD targets">;

// Separate compilation
defm rdc : V<"rdc", "relocatable-device-code", grp_codegen,
    "Relocatable device code (true/false): clang's -fgpu-rdc", "<bool>">;
defm cudadevrt : V<"cudadevrt", "", grp_codegen, "Device runtime library: static (default), none", "<kind>">;

// GPU architecture
defm arch : V<"arch", "gpu-architecture", grp_arch,
              "CUDA feature level (sm_XX/compute_XX: sets __CUDA_ARCH__) or an AMD target gfxNNNN", "<arch>">;
defm gpu_code : V<"code", "gpu-code", grp_arch, "Accepted; AMD code is generated for the AMD targets", "<code>">;
defm gencode : V<"gencode", "generate-code", grp_arch, "arch=compute_XX,code=sm_XX pairs", "<spec>">;
defm offload_arch : V<"offload-arch", "amdgpu-target", grp_amd, "AMD target (gfxNNNN), may repeat", "<gfx>">;
defm amd_code_object_version : V<"amd-code-object-version", "", grp_amd,
              "AMDGPU code object version (default 5: loadable by ROCm 5.x and newer)", "<n>">;

// Language and preprocessor
defm x : V<"x", "", grp_lang, "Language of the following inputs: cu, c++, c", "<lang>">;
defm std : V<"std", "", grp_lang, "C++ dialect (c++11 ... c++20)", "<std>">;
defm include_path : J<"I", "include-path", grp_lang, "Add an include directory", "<dir>">;
defm system_include : V<"isystem", "system-include", grp_lang, "Add a system include directory", "<dir>">;
defm define_macro : J<"D", "define-macro", grp_lang, "Define a macro", "<macro>">;
defm undefine_macro : J<"U", "undefine-macro", grp_lang, "Undefine a macro", "<macro>">;
defm pre_include : V<"include", "pre-include", grp_lang, "Include a header before the source", "<file>">;
defm expt_relaxed_constexpr : F<"expt-relaxed-constexpr", "", grp_lang, "Accepted: constexpr functions are callable from device code">;
defm extended_lambda : F<"extended-lambda", "expt-extended-lambda", grp_lang, "Accepted: __device__ lambdas">;
defm default_stream : V<"default-stream", "", grp_lang,
    "Default stream: legacy (default), null, per-thread", "<kind>">;

// Code generation
def opt_level : Joined<["-"], "O">, Group<grp_codegen>, HelpText<"Optimization level">;
defm optimize : V<"optimize", "", grp_codegen, "Optimization level", "<n>">;
defm debug : F<"g", "debug", grp_codegen, "Host debug information">;
defm device_debug : F<"G", "device-debug", grp_codegen, "Device debug information (implies -O0 on the device)">;
defm lineinfo : F<"lineinfo", "generate-line-info", grp_codegen, "Device line information">;
defm use_fast_math : F<"use_fast_math", "use-fast-math", grp_codegen,
    "Fast math: -ftz=true -prec-div=false -prec-sqrt=false -fmad=true">;
defm ftz : V<"ftz", "", grp_codegen, "Flush single-precision denormals to zero (true/false)", "<bool>">;
defm prec_div : V<"prec-div", "", grp_codegen, "IEEE single-precision division (true/false)", "<bool>">;
defm prec_sqrt : V<"prec-sqrt", "", grp_codegen, "IEEE single-precision square root (true/false)", "<bool>">;
defm fmad : V<"fmad", "", grp_codegen, "Contract multiply-add into fma (true/false)", "<bool>">;
defm maxrregcount : V<"maxrregcount", "", grp_codegen,
    "Accepted and ignored: AMD register allocation follows launch bounds", "<n>">;
defm m64 : F<"m64", "machine=64", grp_codegen, "64-bit host code (the only mode)">;
defm cudart : V<"cudart", "", grp_codegen, "CUDA runtime library: static (default), shared, none", "<kind>">;
defm res_usage : F<"res-usage", "resource-usage", grp_codegen,
    "Print AMD register, LDS and occupancy usage of each kernel">;
defm extra_device_vectorization : F<"extra-device-vectorization", "", grp_codegen, "Accepted, no effect">;
defm restrict : F<"restrict", "", grp_codegen, "Accepted, no effect">;
defm dlto : F<"dlto", "", grp_codegen, "Accepted: relocatable device code is always linked as bitcode">;
defm lto_flag : V<"split-compile", "", grp_codegen, "Accepted and ignored", "<n>">;
defm cuda_cpp : F<"cuda", "", grp_phase,
    "Write each .cu input's host side, preprocessed, to <file>.cu.cpp.ii (compile it with -c)">;
defm ptx : F<"ptx", "", grp_phase, "Not available: scale-amd does not generate PTX (use -cubin or -fatbin)">;
defm cubin : F<"cubin", "", grp_phase,
    "Compile each .cu input to an AMD code object for the one selected AMD target (<stem>.cubin)">;
defm fatbin : F<"fatbin", "", grp_phase,
    "Compile each .cu input to a bundle of the code objects of every AMD target (<stem>.fatbin)">;

// Diagnostics
defm w : F<"w", "disable-warnings", grp_diag, "Disable warnings">;
defm Werror : V<"Werror", "", grp_diag,
    "Make warnings errors: all-warnings, cross-execution-space-call, reorder, ...", "<kind>">;
defm diag_suppress : V<"diag-suppress", "", grp_diag, "Accepted and ignored (EDG diagnostic numbers)", "<n,...>">;
defm diag_warn : V<"diag-warn", "", grp_diag, "Accepted and ignored (EDG diagnostic numbers)", "<n,...>">;
defm diag_error : V<"diag-error", "", grp_diag, "Accepted and ignored (EDG diagnostic numbers)", "<n,...>">;
defm Wno_deprecated_gpu_targets : F<"Wno-deprecated-gpu-targets", "", grp_diag, "Accepted, no effect">;
defm Wno_deprecated_declarations : F<"Wno-deprecated-declarations", "", grp_diag,
    "No warnings for deprecated declarations">;
defm Wreorder : F<"Wreorder", "", grp_diag, "Warn on member initializer reordering">;
defm Wdefault_stream_launch : F<"Wdefault-stream-launch", "", grp_diag, "Accepted, no effect">;
defm Wmissing_launch_bounds : F<"Wmissing-launch-bounds", "", grp_diag, "Accepted, no effect">;
defm Wext_lambda_captures_this : F<"Wext-lambda-captures-this", "", grp_diag, "Accepted, no effect">;
defm display_error_number : F<"err-no", "display-error-number", grp_diag, "Accepted, no effect">;
defm no_display_error_number : F<"no-err-no", "no-display-error-number", grp_diag, "Accepted, no effect">;
defm allow_unsupported_compiler : F<"allow-unsupported-compiler", "", grp_diag, "Accepted, no effect">;

// Pass-through
defm Xcompiler : V<"Xcompiler", "compiler-options", grp_pass, "Options for the host compiler (comma list)", "<opts>">;
defm Xlinker : V<"Xlinker", "linker-options", grp_pass, "Options for the host linker (comma list)", "<opts>">;
defm Xptxas : V<"Xptxas", "ptxas-options", grp_pass,
    "No ptxas on AMD: -v prints AMD resource usage, the rest is ignored", "<opts>">;
defm Xnvlink : V<"Xnvlink", "nvlink-options", grp_pass, "Accepted and ignored", "<opts>">;
defm Xarchive : V<"Xarchive", "archive-options", grp_pass, "Options for the archiver (-lib)", "<opts>">;
defm Xcudafe : V<"Xcudafe", "", grp_pass, "Accepted and ignored", "<opts>">;
defm ccbin : V<"ccbin", "compiler-bindir", grp_pass, "Accepted: host code is compiled by clang-22", "<path>">;
defm library_path : J<"L", "library-path", grp_pass, "Add a library directory", "<dir>">;
defm library : J<"l", "library", grp_pass, "Link a library", "<lib>">;

// scale-amd extensions for inspecting device code (clang's spellings; nvcc has no equivalent).
def cuda_device_only : Flag<["--"], "cuda-device-only">, Group<grp_amd>,
  HelpText<"Compile device code only (one AMD target per output with -S)">;
def cuda_host_only : Flag<["--"], "cuda-host-only">, Group<grp_amd>,
  HelpText<"Compile host code only (with -S -emit-llvm: the host LLVM IR)">;
def emit_asm : Flag<["-"], "S">, Group<grp_amd>, HelpText<"Emit AMD assembly (with --cuda-device-only)">;
def emit_llvm : Flag<["-"], "emit-llvm">, Group<grp_amd>, HelpText<"Emit LLVM IR (with -S)">;
def no_plugin : Flag<["--"], "amd-no-plugin">, Group<grp_amd>,
  HelpText<"Do not load the scale-amd clang plugin (for measuring its cost)">;
// Verification tooling (docs/driver.md, test/exec/README.md route A): NVIDIA target, our lowering.
def lower_inline_ptx : Flag<["--"], "lower-inline-ptx">, Group<grp_amd>,
  HelpText<"Verification: compile for the NVIDIA GPU -arch=sm_XX with clang-22 and NVIDIA's CUDA, "
           "inline PTX lowered to IR by our plugin">;
def nvidia_cuda_path : Joined<["--"], "nvidia-cuda-path=">, Group<grp_amd>, MetaVarName<"<dir>">,
  HelpText<"NVIDIA CUDA toolkit for --lower-inline-ptx (default /usr/local/cuda)">;
// Editors (docs/clangd.md): a compilation database that stock clangd understands.
def clangd_compile_commands : MultiArg<["-", "--"], "clangd-compile-commands", 2>, Group<grp_amd>,
  MetaVarName<"<in.json> <out.json>">,
  HelpText<"Write <out.json>: <in.json> with each nvcc command replaced by the clang command clangd should use">;

// Dependency generation (host side, with our headers): clang's spellings are nvcc's.
defm gen_deps : F<"M", "generate-dependencies", grp_phase, "Write dependencies (instead of compiling)">;
defm gen_nonsys_deps : F<"MM", "generate-nonsystem-dependencies", grp_phase, "As -M, without system headers">;
defm gen_deps_compile : F<"MD", "generate-dependencies-with-compile", grp_phase, "Write dependencies while compiling">;
defm gen_nonsys_deps_compile : F<"MMD", "generate-nonsystem-dependencies-with-compile", grp_phase, "As -MD, without system headers">;
defm dep_output : V<"MF", "dependency-output", grp_phase, "Dependency file name", "<file>">;
defm dep_target : V<"MT", "dependency-target-name", grp_phase, "Target name in the dependency file", "<name>">;
defm dep_phony : F<"MP", "generate-dependency-targets", grp_phase, "Add phony targets for headers">;
defm forward_unknown_host_compiler : F<"forward-unknown-to-host-compiler", "", grp_pass,
    "Pass unknown options to the host compiler instead of failing">;
defm forward_unknown_host_linker : F<"forward-unknown-to-host-linker", "", grp_pass,
    "Pass unknown options to the host linker instead of failing">;
