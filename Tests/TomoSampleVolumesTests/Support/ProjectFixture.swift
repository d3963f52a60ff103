import Foundation

/// A small synthetic InVesalius project: main.plist text and an int16 matrix, packed into a tar.
struct ProjectFixture {
    var directory = "tmpq1w2e3/"
    var shape = [2, 3, 4]
    var dtype = "int16"
    var matrixName = "matrix.dat"
    var spacing = [0.5, 0.75, 2.0]
    /// Values in file order (slice, row, column), as Hounsfield units.
    var values: [Int16] = (0..<24).map { Int16($0 * 10 - 1000) }
    var includePlist = true
    var includeMatrix = true
    var plistOverride: String?
    var matrixOverride: [UInt8]?

    var plist: String {
        plistOverride ?? """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple Computer//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0">
            <dict>
            \t<key>matrix</key>
            \t<dict>
            \t\t<key>dtype</key><string>\(dtype)</string>
            \t\t<key>filename</key><string>\(matrixName)</string>
            \t\t<key>shape</key><array>\(shape.map { "<integer>\($0)</integer>" }.joined())</array>
            \t</dict>
            \t<key>modality</key><string>CT</string>
            \t<key>name</key><string>Synthetic 01</string>
            \t<key>scalar_range</key><array><integer>-1024</integer><integer>3033</integer></array>
            \t<key>spacing</key><array>\(spacing.map { "<real>\($0)</real>" }.joined())</array>
            \t<key>window_level</key><real>40.0</real>
            \t<key>window_width</key><integer>400</integer>
            </dict>
            </plist>
            """
    }

    var matrix: [UInt8] {
        matrixOverride ?? values.flatMap { value in
            let bits = UInt16(bitPattern: value)
            return [UInt8(bits & 0xFF), UInt8(bits >> 8)]
        }
    }

    /// The project as an uncompressed tar, with the other files InVesalius writes around it.
    var tar: [UInt8] {
        var tar = TarBuilder()
        if includePlist { tar.add(directory + "main.plist", Array(plist.utf8)) }
        tar.add(directory + "mask_0.dat", .pattern(count: 2000))
        tar.add(directory + "mask_0.plist", Array("<plist/>".utf8))
        if includeMatrix { tar.add(directory + matrixName, matrix) }
        tar.add(directory + "measurements.plist", [])
        tar.finish()
        return tar.bytes
    }

    /// Writes the project, gzip'd, as `name` in `scratch`.
    func write(to scratch: borrowing ScratchDirectory, name: String = "project.inv3") throws -> URL {
        try scratch.writeGzipped(tar, to: name)
    }
}
