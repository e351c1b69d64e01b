package org.qicai.app.print;

import java.awt.Font;
import java.awt.FontFormatException;
import java.awt.GraphicsEnvironment;
import java.io.IOException;
import java.io.InputStream;
import org.apache.fontbox.ttf.TrueTypeCollection;
import org.apache.fontbox.ttf.TrueTypeFont;

/**
 * The bundled Chinese font, WenQuanYi Micro Hei (Apache-2.0 option; licence beside it in
 * {@code /fonts}). Chinese must render on a machine with no Chinese system font: the window
 * registers it with AWT and uses it as the default; PDFs embed a subset of it.
 */
public final class Fonts {
    /** The AWT family and face name of the bundled font. */
    public static final String FAMILY = "WenQuanYi Micro Hei";
    private static final String RESOURCE = "/fonts/wqy-microhei.ttc";
    private static final String POSTSCRIPT_NAME = "WenQuanYiMicroHei";

    private static Font base;
    private static TrueTypeCollection collection;
    private static TrueTypeFont pdfFont;

    private Fonts() {
    }

    /** The bundled font at 1 pt, registered with the local graphics environment on first use. */
    public static synchronized Font base() {
        if (base == null) {
            try (InputStream in = resourceUnlessFile()) {
                // from a file the JDK maps the font as it is (~1 ms); from a stream (the font inside qicai.jar) it
                // inflates 5 MB and copies them to a temporary file first (~0.2 s of every start)
                java.io.File file = fontFile();
                Font[] fonts = file != null ? Font.createFonts(file) : Font.createFonts(in);
                Font chosen = fonts[0];
                for (Font f : fonts) {
                    GraphicsEnvironment.getLocalGraphicsEnvironment().registerFont(f);
                    if (f.getFontName().equals(FAMILY)) {
                        chosen = f;
                    }
                }
                base = chosen;
            } catch (IOException | FontFormatException e) {
                throw new IllegalStateException("bundled font " + RESOURCE + " cannot be read", e);
            }
        }
        return base;
    }

    /** The bundled font at a size and style. */
    public static Font font(float size, int style) {
        return base().deriveFont(style, size);
    }

    public static Font plain(float size) {
        return font(size, Font.PLAIN);
    }

    public static Font bold(float size) {
        return font(size, Font.BOLD);
    }

    /** The same font parsed by FontBox, for embedding in PDFs; kept open for the life of the JVM. */
    static synchronized TrueTypeFont pdfFont() throws IOException {
        if (pdfFont == null) {
            byte[] data;
            try (InputStream in = resource()) {
                data = in.readAllBytes();
            }
            collection = new TrueTypeCollection(new java.io.ByteArrayInputStream(data));
            pdfFont = collection.getFontByName(POSTSCRIPT_NAME);
            if (pdfFont == null) {
                throw new IOException("font " + POSTSCRIPT_NAME + " not found in " + RESOURCE);
            }
        }
        return pdfFont;
    }

    /**
     * The bundled font as a file, when there is one: {@code fonts/wqy-microhei.ttc} beside {@code qicai.jar} (the
     * release archive has it there), or the resource itself when the classes run from a folder (a build's
     * {@code target/classes}); null when the font is only inside a jar.
     */
    static java.io.File fontFile() {
        try {
            java.net.URL url = Fonts.class.getResource(RESOURCE);
            if (url != null && "file".equals(url.getProtocol())) {
                return new java.io.File(url.toURI());
            }
            java.security.CodeSource src = Fonts.class.getProtectionDomain().getCodeSource();
            if (src != null && src.getLocation() != null && "file".equals(src.getLocation().getProtocol())) {
                java.io.File jar = new java.io.File(src.getLocation().toURI());
                java.io.File beside = new java.io.File(jar.getParentFile(), RESOURCE.substring(1));
                if (jar.isFile() && beside.isFile()) {
                    return beside;
                }
            }
        } catch (java.net.URISyntaxException | IllegalArgumentException | SecurityException e) {
            return null;
        }
        return null;
    }

    /** The resource's stream when the font is not a file (else an empty stream, for the try block). */
    private static InputStream resourceUnlessFile() throws IOException {
        return fontFile() != null ? InputStream.nullInputStream() : resource();
    }

    private static InputStream resource() throws IOException {
        InputStream in = Fonts.class.getResourceAsStream(RESOURCE);
        if (in == null) {
            throw new IOException("bundled font missing: " + RESOURCE);
        }
        return in;
    }
}
