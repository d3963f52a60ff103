import TomoAnnotations

/// One value an annotation measures, with its unit as UCUM writes it (what a DICOM report records): a length
/// in `mm`, a radiodensity in `[hnsf'U]`; the annotation document records it as it is.
public typealias AnnotationValue = RecordedMeasurement
