/*
 * weft model class (not part of the JDK). Compiled into java.base with
 * --patch-module; see crates/weft-vm/runtime/NATIVES.md.
 */
package sun.util.locale.provider;

/**
 * The locale data services of module {@code jdk.localedata} as weft finds them: the JDK finds
 * them with {@code ServiceLoader} over the module graph, which weft does not model, and a JDK
 * image has exactly one of each, whose classes weft loads by name.
 */
final class WeftLocaleData {
    private WeftLocaleData() {}

    /**
     * What {@code JRELocaleProviderAdapter.createSupportedLocaleString}'s service lookup
     * returns: the language tags of category {@code category} of the COMPAT (JRE) locale data
     * outside java.base, or "" when the image has no {@code jdk.localedata}.
     */
    static String nonBaseTags(String category) throws Exception {
        Class<?> c;
        try {
            c = Class.forName("sun.util.resources.provider.NonBaseLocaleDataMetaInfo");
        } catch (ClassNotFoundException absent) {
            return "";
        }
        LocaleDataMetaInfo info = (LocaleDataMetaInfo) c.getDeclaredConstructor().newInstance();
        if (info.getType() != LocaleProviderAdapter.Type.JRE) {
            return "";
        }
        String tags = info.availableLanguageTags(category);
        return tags == null ? "" : tags;
    }
}
