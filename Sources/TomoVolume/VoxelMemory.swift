#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The memory of a volume's voxels: mapped anonymous pages, touched only as slices are filled, and on
/// Linux in 2 MiB pages where the kernel can (a 1 GiB volume then takes 512 page faults to fill instead of
/// 262,144: a third less time to load a series, measured by scripts/bench/dicom.sh).
enum VoxelMemory {
    /// `count` voxels, zero until written; nil if the system has no memory for them.
    static func allocate(_ count: Int) -> UnsafeMutableBufferPointer<Int16>? {
        let bytes = count * MemoryLayout<Int16>.stride
        guard let pointer = mmap(nil, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
            pointer != MAP_FAILED
        else { return nil }
        #if os(Linux)
        _ = madvise(pointer, bytes, MADV_HUGEPAGE)
        #endif
        return UnsafeMutableBufferPointer(start: pointer.assumingMemoryBound(to: Int16.self), count: count)
    }

    /// Gives back what `allocate` returned.
    static func deallocate(_ voxels: UnsafeMutableBufferPointer<Int16>) {
        guard let start = voxels.baseAddress else { return }
        munmap(start, voxels.count * MemoryLayout<Int16>.stride)
    }
}
