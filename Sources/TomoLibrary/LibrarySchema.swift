import GRDB

/// The library's tables, as migrations from the first version on: a database made by any earlier Tomo is
/// brought up to date when opened, never rebuilt. A migration, once released, is never edited; a change is a
/// new one.
enum LibrarySchema {
    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1: patients, studies, series, instances", migrate: version1)
        migrator.registerMigration("v2: how an instance is shown", migrate: version2)
        migrator.registerMigration("v3: non-image objects", migrate: version3)
        migrator.registerMigration("v4: attribute groups whole", migrate: version4)
        migrator.registerMigration("v5: issuer of patient ID, body part, alignments", migrate: version5)
        return migrator
    }

    /// Patients, studies, series and instances, each the fields a study list, a series picker and opening a
    /// series need. Text fields the files leave out are NULL, but for a patient's ID and name, '' then (what
    /// tells patients apart must compare equal). Counts are kept on the series as instances come and go. An
    /// instance's place and values are its first frame's, in columns; `frames` holds every frame's as JSON
    /// only when there is more to keep (frames of their own, more than one window).
    private static func version1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE patient (
                id INTEGER PRIMARY KEY,
                patientID TEXT NOT NULL,
                name TEXT NOT NULL,
                birthDate TEXT,
                sex TEXT,
                UNIQUE (patientID, name)
            );
            CREATE TABLE study (
                studyInstanceUID TEXT PRIMARY KEY NOT NULL,
                patientRowID INTEGER NOT NULL REFERENCES patient(id),
                studyDate TEXT,
                studyTime TEXT,
                description TEXT,
                accessionNumber TEXT,
                importedAt REAL NOT NULL
            );
            CREATE INDEX study_patient ON study(patientRowID);
            CREATE INDEX study_latest ON study(studyDate DESC, studyTime DESC);
            CREATE TABLE series (
                seriesInstanceUID TEXT PRIMARY KEY NOT NULL,
                studyInstanceUID TEXT NOT NULL REFERENCES study(studyInstanceUID) ON DELETE CASCADE,
                number INTEGER,
                modality TEXT,
                description TEXT,
                instanceCount INTEGER NOT NULL DEFAULT 0,
                rows INTEGER,
                columns INTEGER,
                pixelSpacingRow REAL,
                pixelSpacingColumn REAL,
                sliceThickness REAL
            );
            CREATE INDEX series_study ON series(studyInstanceUID, modality);
            CREATE TABLE instance (
                sopInstanceUID TEXT PRIMARY KEY NOT NULL,
                seriesInstanceUID TEXT NOT NULL REFERENCES series(seriesInstanceUID) ON DELETE CASCADE,
                sopClassUID TEXT,
                instanceNumber INTEGER,
                path TEXT NOT NULL UNIQUE,
                fileSize INTEGER NOT NULL,
                fileModified REAL NOT NULL,
                transferSyntaxUID TEXT,
                rows INTEGER NOT NULL,
                columns INTEGER NOT NULL,
                samplesPerPixel INTEGER NOT NULL,
                bitsAllocated INTEGER NOT NULL,
                bitsStored INTEGER NOT NULL,
                highBit INTEGER NOT NULL,
                isSigned INTEGER NOT NULL,
                photometricInterpretation TEXT NOT NULL,
                frameCount INTEGER NOT NULL,
                frameOfReferenceUID TEXT,
                pixelSpacingRow REAL,
                pixelSpacingColumn REAL,
                positionX REAL,
                positionY REAL,
                positionZ REAL,
                rowCosineX REAL,
                rowCosineY REAL,
                rowCosineZ REAL,
                columnCosineX REAL,
                columnCosineY REAL,
                columnCosineZ REAL,
                sliceThickness REAL,
                rescaleSlope REAL NOT NULL,
                rescaleIntercept REAL NOT NULL,
                windowCenter REAL,
                windowWidth REAL,
                frames TEXT
            );
            CREATE INDEX instance_series ON instance(seriesInstanceUID);
            """)
    }

    /// An instance's `display`: JSON of what its header says about showing it beyond its columns and frames
    /// (`ImageDisplay`: colour planes, cine speed, INVERSE shape, Rescale Type and Units, window names,
    /// Modality LUT; overlay planes since reading 3), NULL when nothing; and `headerReading`, the version of the reading that wrote the row
    /// (1 for the rows before: an import reads their files again, as if new, to fill what they lack).
    private static func version2(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE instance ADD COLUMN display TEXT;
            ALTER TABLE instance ADD COLUMN headerReading INTEGER NOT NULL DEFAULT 1;
            """)
    }

    /// `document`: a study's non-image objects (structured reports, segmentations, RT Structure Sets, Key
    /// Object Selections, Presentation States), each a file the library holds as it holds an image's, in a
    /// series of the `series` table (its modality says what it holds; no image size). `libraryFile`: every
    /// file the library holds, image or not, as imports, checks and removals look at them.
    private static func version3(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE document (
                sopInstanceUID TEXT PRIMARY KEY NOT NULL,
                seriesInstanceUID TEXT NOT NULL REFERENCES series(seriesInstanceUID) ON DELETE CASCADE,
                sopClassUID TEXT,
                instanceNumber INTEGER,
                path TEXT NOT NULL UNIQUE,
                fileSize INTEGER NOT NULL,
                fileModified REAL NOT NULL,
                headerReading INTEGER NOT NULL
            );
            CREATE INDEX document_series ON document(seriesInstanceUID);
            CREATE VIEW libraryFile AS
                SELECT path, fileSize, fileModified, seriesInstanceUID, sopInstanceUID, headerReading FROM instance
                UNION ALL
                SELECT path, fileSize, fileModified, seriesInstanceUID, sopInstanceUID, headerReading FROM document;
            """)
    }

    /// A study's Issuer of Patient ID (whose IDs its patient's is one of: what priors are matched by beside the
    /// ID) and a series' Body Part Examined (what hanging protocols choose by), filled by the next import, which
    /// reads the rows of earlier readings again; and `alignment`: how a series of the library lies against
    /// another of another frame of reference (a prior against its follow-up), as found or nudged, gone with
    /// either series.
    private static func version5(_ db: Database) throws {
        try db.execute(sql: """
            ALTER TABLE study ADD COLUMN issuerOfPatientID TEXT;
            ALTER TABLE series ADD COLUMN bodyPart TEXT;
            CREATE TABLE alignment (
                fromSeries TEXT NOT NULL REFERENCES series(seriesInstanceUID) ON DELETE CASCADE,
                toSeries TEXT NOT NULL REFERENCES series(seriesInstanceUID) ON DELETE CASCADE,
                alignment TEXT NOT NULL,
                PRIMARY KEY (fromSeries, toSeries)
            );
            CREATE INDEX alignment_to ON alignment(toSeries);
            """)
    }

    /// The version of the header reading a row written now holds (`headerReading`): rows of an earlier one
    /// are read again by the next import. 2 kept how an image is shown (`display`); 3 its overlay planes too;
    /// 4 every attribute group whole (`attributes`: why an overlay cannot be read, uneven frames' cine timing); 5
    /// the Issuer of Patient ID and the Body Part Examined.
    static let headerReading = 5
}
