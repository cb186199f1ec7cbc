import Dispatch

#if canImport(Glibc)
import Glibc
#endif

/// Allocator settings for a short-lived process that builds large structures and frees them again.
enum MemoryTuning {
    /// On glibc, large blocks come from the heap rather than from mappings of their own, the heap grows
    /// 64 MiB at a time (address space only: pages are still mapped when first touched) and freed memory
    /// is kept rather than given back to the system, so later allocations reuse pages already mapped
    /// instead of faulting in fresh ones (about a fifth fewer page faults when checking a large spec).
    /// Elsewhere nothing changes. `mallopt` is looked up at run time because Swift's Glibc module does
    /// not export `malloc.h`.
    static func apply() {
        #if canImport(Glibc)
        typealias SetOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let setOption = unsafeBitCast(symbol, to: SetOption.self)
        let trimThreshold: Int32 = -1
        let topPad: Int32 = -2
        let mmapThreshold: Int32 = -3  // M_TRIM_THRESHOLD, M_TOP_PAD, M_MMAP_THRESHOLD
        _ = setOption(mmapThreshold, 256 << 20)
        _ = setOption(trimThreshold, 512 << 20)
        _ = setOption(topPad, 64 << 20)
        #endif
    }

    /// For a process that lives for a whole editing session (`navlint lsp`) and analyses one version after
    /// another: at most two allocation arenas, so that each analysis reuses the memory the one before it freed
    /// instead of filling an arena of its own, and freed memory at the top of the heap goes back to the system.
    static func applyForLongRunningProcess() {
        #if canImport(Glibc)
        typealias SetOption = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(nil, "mallopt") else { return }
        let setOption = unsafeBitCast(symbol, to: SetOption.self)
        let trimThreshold: Int32 = -1
        let topPad: Int32 = -2
        let arenaMax: Int32 = -8  // M_TRIM_THRESHOLD, M_TOP_PAD, M_ARENA_MAX
        _ = setOption(arenaMax, 2)
        _ = setOption(trimThreshold, 32 << 20)
        _ = setOption(topPad, 1 << 20)
        #endif
    }

    /// Before a large input is read: maps in advance, on another core, the pages of the heap that reading
    /// and checking it will fill, so that the checking core does not stop to fault each one in (a
    /// tenth of the time of a large check went to page faults). The pages are only populated, never
    /// written, so the memory stays free for the allocator to hand out. Small inputs, other systems and
    /// kernels without `MADV_POPULATE_WRITE` (before Linux 5.14) skip it.
    static func prepareHeap(forInputOfSize size: Int) {
        #if canImport(Glibc)
        guard size >= 1 << 20 else { return }
        // Reading, parsing and decoding take about six times the file on the main heap.
        let length = min(size * 6, 192 << 20)
        guard let block = malloc(length) else { return }
        free(block)
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (Int(bitPattern: block) + page - 1) & ~(page - 1)
        let end = (Int(bitPattern: block) + length) & ~(page - 1)
        guard end > start else { return }
        let populateWrite: Int32 = 23  // MADV_POPULATE_WRITE
        DispatchQueue.global().async {
            _ = madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, populateWrite)
        }
        #endif
    }
}
