import Testing
import TomoImaging
import TomoGeneratedPhotos

@Suite struct PhotoLibraryTests {
    let library = PhotoLibrary()

    @Test func defaultLibraryHasAThousandPhotosInIdOrder() throws {
        #expect(library.count == 1_000)
        #expect(library.photos.map(\.id) == Array(0..<1_000))
        #expect(library.photo(id: 0) == library.photos[0])
        #expect(library.photo(id: 999) == library.photos[999])
        #expect(library.photo(id: 1_000) == nil)
        #expect(library.photo(id: -1) == nil)
    }

    @Test func countIsHonouredAndPhotosDoNotDependOnIt() {
        let small = PhotoLibrary(count: 25)
        #expect(small.count == 25)
        #expect(small.photos == Array(library.photos.prefix(25)))
        #expect(PhotoLibrary(count: 0).photos.isEmpty)
        #expect(PhotoLibrary(count: -3).count == 0)
    }

    @Test func aSizeDivisorShrinksEachPhotoAndKeepsEverythingElse() throws {
        let small = PhotoLibrary(count: 50, sizeDivisor: 4)
        for (photo, full) in zip(small.photos, library.photos) {
            #expect(photo.id == full.id && photo.title == full.title && photo.author == full.author)
            #expect(photo.width == (full.width + 2) / 4 && photo.height == (full.height + 2) / 4, "photo \(photo.id)")
        }
        #expect(PhotoLibrary(count: 50, sizeDivisor: 0).photos == Array(library.photos.prefix(50)), "0 divides nothing")
        let photo = small.photos[3]
        let rendered = try small.render(id: 3, width: photo.width, height: photo.height)
        #expect(rendered.width == photo.width && rendered.height == photo.height)
    }

    @Test func theSameSeedGivesTheSameLibrary() {
        let again = PhotoLibrary()
        #expect(again.photos == library.photos)
        let seeded = PhotoLibrary(count: 200, seed: 42)
        #expect(PhotoLibrary(count: 200, seed: 42).photos == seeded.photos)
    }

    @Test func aDifferentSeedGivesADifferentLibrary() {
        let other = PhotoLibrary(count: 200, seed: 42)
        let same = zip(other.photos, library.photos).filter {
            ($0.width, $0.height, $0.title, $0.author) == ($1.width, $1.height, $1.title, $1.author)
        }
        #expect(same.count < 5)
    }

    @Test func sizesComeInEveryAspectClassWithinPicsumsLimits() {
        let classes: [(width: Int, height: Int)] = [(3, 2), (2, 3), (4, 3), (3, 4), (16, 9), (9, 16), (1, 1)]
        for shape in classes {
            let matching = library.photos.filter { photo in
                // Within one pixel of the exact ratio.
                abs(photo.width * shape.height - photo.height * shape.width) <= max(shape.width, shape.height)
            }
            #expect(matching.count >= 10, "aspect \(shape.width):\(shape.height)")
        }
        for photo in library.photos {
            #expect((1_500...5_000).contains(max(photo.width, photo.height)), "photo \(photo.id)")
            #expect(min(photo.width, photo.height) >= 800, "photo \(photo.id)")
        }
        #expect(library.photos.contains { $0.width > $0.height })
        #expect(library.photos.contains { $0.width < $0.height })
        #expect(library.photos.contains { $0.width == $0.height })
    }

    @Test func authorsAreVariedHumanNames() {
        let authors = Set(library.photos.map(\.author))
        #expect(authors.count >= 20)
        for author in authors {
            let parts = author.split(separator: " ")
            #expect(parts.count == 2, "\(author)")
            #expect(parts.allSatisfy { $0.first?.isUppercase == true }, "\(author)")
        }
    }

    @Test func titlesAreShortAndVaried() {
        let titles = library.photos.map(\.title)
        #expect(Set(titles).count >= 100)
        for title in titles {
            #expect(!title.isEmpty && title.count <= 40, "\(title)")
            #expect(title.first?.isUppercase == true, "\(title)")
        }
        // Some titles name landscapes, some name palettes.
        #expect(titles.contains { $0.hasPrefix("Alpine ") || $0.hasPrefix("Lake ") || $0.hasPrefix("Hills ") })
        #expect(titles.contains { $0.hasPrefix("Coral ") })
    }
}
