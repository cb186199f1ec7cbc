#if canImport(Glibc)
import Glibc
#endif

/// Allocator settings for a short-lived process that builds large structures and frees them again.
enum MemoryTuning {
    /// On glibc, large blocks come from the heap rather than from mappings of their own, the heap grows
    /// 64 MiB at a time (address space only: pages are still mapped when first touched) and freed memory
    /// is kept rather than given back to the system, so later allocations reuse pages already mapped
    /// instead of faulting in fresh ones (about a fifth fewer page faults when checking a large spec). Elsewhere nothing changes. `mallopt` is looked up at run time because Swift's Glibc module
    /// does not export `malloc.h`.
    static func apply() {
        #if canImport(Glibc)
        typealias SetOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let setOption = unsafeBitCast(symbol, to: SetOption.self)
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_TOP_PAD, M_MMAP_THRESHOLD
        _ = setOption(mmapThreshold, 256 << 20)
        _ = setOption(trimThreshold, 512 << 20)
        _ = setOption(topPad, 64 << 20)
        #endif
    }
}
