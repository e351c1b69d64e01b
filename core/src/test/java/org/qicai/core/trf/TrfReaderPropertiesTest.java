package org.qicai.core.trf;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.Size;
import org.qicai.core.UserError;

/**
 * Fuzz of the TRF reader (issue 12 item 6): arbitrary bytes, TRF-like text and mutated fixture files are read
 * or refused with a {@link TrfException} — never another exception — and a refusal tied to a line names it in
 * both languages.
 */
class TrfReaderPropertiesTest {
    private static final List<String> FIXTURES = List.of("dutch_n20_r7_s101.trf", "dutch_n36_r7_s102.trf",
            "dutch_n59_r9_s105_byes.trf");
    private static final String TRF_CHARS = "0123456789 \r\nwb-=+WDLUHFZ.012XXR001162132Player王";

    private static byte[] fixture(String name) {
        try (InputStream in = TrfReaderPropertiesTest.class.getResourceAsStream("/trf/" + name)) {
            return in.readAllBytes();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void readOrRefusal(byte[] data) {
        try {
            TrfReader.read(data);
        } catch (TrfException e) {
            assertThat(e.getMessage()).isNotBlank();
            assertThat(e.chinese()).isNotBlank();
            if (e.line() > 0) {
                assertThat(e.getMessage()).contains("line " + e.line());
                assertThat(e.chinese()).contains("第 " + e.line() + " 行");
            }
        } catch (UserError e) {
            throw new AssertionError("a UserError that is not a TrfException: " + e, e);
        }
    }

    @Property(tries = 400)
    void arbitraryBytesAreReadOrRefusedWithATrfException(@ForAll @Size(max = 400) byte[] data) {
        readOrRefusal(data);
    }

    @Property(tries = 400)
    void trfLikeTextIsReadOrRefusedWithATrfException(@ForAll("trfText") String text) {
        readOrRefusal(text.getBytes(StandardCharsets.UTF_8));
    }

    @Property(tries = 300)
    void mutatedFixturesAreReadOrRefusedNamingTheLine(@ForAll("fixtures") String name,
            @ForAll("edits") List<int[]> edits) {
        StringBuilder b = new StringBuilder(new String(fixture(name), StandardCharsets.UTF_8));
        for (int[] e : edits) {
            int at = e[1] % Math.max(1, b.length());
            char c = TRF_CHARS.charAt(e[2] % TRF_CHARS.length());
            switch (e[0]) {
                case 0 -> b.setCharAt(at, c);
                case 1 -> b.deleteCharAt(at);
                case 2 -> b.insert(at, c);
                default -> b.delete(at, Math.min(b.length(), at + e[2] % 120));
            }
        }
        readOrRefusal(b.toString().getBytes(StandardCharsets.UTF_8));
    }

    @Provide
    Arbitrary<String> trfText() {
        Arbitrary<String> line = Arbitraries.oneOf(
                Arbitraries.strings().withChars(TRF_CHARS.toCharArray()).ofMaxLength(140),
                Arbitraries.strings().withChars(TRF_CHARS.toCharArray()).ofMaxLength(120).map(s -> "001 " + s),
                Arbitraries.strings().withChars(TRF_CHARS.toCharArray()).ofMaxLength(20).map(s -> "162 " + s),
                Arbitraries.strings().ofMaxLength(40));
        return line.list().ofMaxSize(8).map(ls -> String.join("\r", ls));
    }

    @Provide
    Arbitrary<String> fixtures() {
        return Arbitraries.of(FIXTURES);
    }

    /** Each edit: kind (0 overwrite, 1 delete, 2 insert, 3 cut up to 120 characters), position, character. */
    @Provide
    Arbitrary<List<int[]>> edits() {
        return Combinators.combine(Arbitraries.integers().between(0, 3), Arbitraries.integers().between(0, 200_000),
                Arbitraries.integers().between(0, 10_000)).as((k, at, c) -> new int[] {k, at, c}).list().ofMinSize(1)
                .ofMaxSize(3);
    }
}
