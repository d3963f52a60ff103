/// Moving DICOM dates back by whole days (the Retain Longitudinal Temporal Information with Modified Dates
/// Option): a date (`DA`, `YYYYMMDD`) or the date of a date-time (`DT`, `YYYYMMDDHHMMSS.FFFFFF&ZZXX`, its time
/// and offset kept), by the proleptic Gregorian calendar.
enum DateShift {
    /// `value` moved back `days` days; a value that starts with no whole valid date (a year alone, 20230231)
    /// becomes the dummy date, which identifies nothing; an empty one stays empty.
    static func shifting(_ value: String, byDays days: Int) -> String {
        guard !value.isEmpty else { return value }
        let digits = Array(value.utf8.prefix(8)).map { Int($0) - 0x30 }
        guard digits.count == 8, digits.allSatisfy({ (0...9).contains($0) }) else { return Deidentifier.dummyDate }
        let year = digits[0..<4].reduce(0) { $0 * 10 + $1 }
        let month = digits[4] * 10 + digits[5], day = digits[6] * 10 + digits[7]
        guard (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day) else { return Deidentifier.dummyDate }
        let (shiftedYear, shiftedMonth, shiftedDay) = civil(fromDays: daysFromCivil(year: year, month: month, day: day) - days)
        guard (0...9999).contains(shiftedYear) else { return Deidentifier.dummyDate }
        return pad(shiftedYear, 4) + pad(shiftedMonth, 2) + pad(shiftedDay, 2) + value.dropFirst(8)
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// Days since 1970-01-01 of a date (H. Hinnant's algorithm, over 400-year eras).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// The date `days` days after 1970-01-01.
    static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let z = days + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func pad(_ number: Int, _ width: Int) -> String {
        let text = String(number)
        return String(repeating: "0", count: max(0, width - text.count)) + text
    }
}
