/// Reads the URL schemes an `Info.plist` registers: every `CFBundleURLSchemes` entry of every
/// `CFBundleURLTypes` item, as written (build settings stay text).
public enum InfoPlistReader {
    public static func schemes(in file: AppConfigFile) throws(AppConfigError) -> [ConfigValue] {
        let dictionary = try PropertyListReader.dictionary(file)
        guard let types = dictionary["CFBundleURLTypes"] else { return [] }
        guard let items = types as? [Any] else {
            throw AppConfigError(
                file: file.path, location: PropertyListReader.isXML(file) ? .start : nil,
                message: "CFBundleURLTypes must be an array of dictionaries")
        }
        var schemes: [String] = []
        for item in items {
            guard let type = item as? [String: Any] else {
                throw AppConfigError(
                    file: file.path, location: PropertyListReader.isXML(file) ? .start : nil,
                    message: "each item of CFBundleURLTypes must be a dictionary")
            }
            guard let listed = type["CFBundleURLSchemes"] else { continue }
            schemes += try PropertyListReader.strings(listed, key: "CFBundleURLSchemes", in: file)
        }
        return PropertyListReader.located(schemes, in: file)
    }
}
