package org.qicai.core.io;

import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.Charset;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.qicai.core.UserError;

/**
 * Minimal RFC 4180 CSV: quoted fields, doubled quotes, CR/LF/CRLF line ends, comma or tab or
 * Chinese comma separators detected from the header.
 *
 * <p>A file decodes as a whole in one encoding: UTF-8 (with or without BOM) when it is valid UTF-8,
 * otherwise GB18030 (which covers GBK — what Excel on a Chinese Windows writes) when it decodes
 * strictly as GB18030 and does not look like UTF-8 with a stray byte; anything else is refused naming
 * the first line that does not decode. Nothing is ever read with replacement characters.
 *
 * <p>{@link #line} neutralises cells that a spreadsheet would run as a formula (CSV injection).
 */
public final class Csv {
    private Csv() {
    }

    private static final Charset GB18030 = Charset.forName("GB18030");

    /** A parsed row with its 1-based line number in the file. */
    public record Row(int line, List<String> fields) {
        public String get(int i) {
            return i >= 0 && i < fields.size() ? fields.get(i).strip() : "";
        }

        public boolean isBlank() {
            return fields.stream().allMatch(f -> f.isBlank());
        }
    }

    /**
     * Decodes a whole file in one encoding: valid UTF-8 (a BOM is dropped) as UTF-8; otherwise strict
     * GB18030, unless the file has a UTF-8 BOM or its multi-byte sequences are mostly valid UTF-8 (a
     * UTF-8 file with a stray byte, which GB18030 would turn into garbled names). Refuses with a
     * {@link UserError} naming the first line that does not decode.
     */
    public static String decode(byte[] data) {
        boolean bom = data.length >= 3 && (data[0] & 0xff) == 0xEF && (data[1] & 0xff) == 0xBB
                && (data[2] & 0xff) == 0xBF;
        int start = bom ? 3 : 0;
        int badUtf8 = firstUndecodable(StandardCharsets.UTF_8, data, start);
        if (badUtf8 < 0) {
            return new String(data, start, data.length - start, StandardCharsets.UTF_8);
        }
        if (data.length >= 2 && ((data[0] & 0xff) == 0xFF && (data[1] & 0xff) == 0xFE
                || (data[0] & 0xff) == 0xFE && (data[1] & 0xff) == 0xFF)) {
            throw UserError.zh("第 1 行：文件是 UTF-16 编码（Excel 的“Unicode 文本”）；请另存为“CSV UTF-8”或 GBK 编码的 CSV",
                    "line 1: the file is UTF-16 (Excel's \"Unicode Text\"); save it as \"CSV UTF-8\" or as a GBK CSV");
        }
        if (bom || looksLikeUtf8(data, start)) {
            int line = lineAt(data, badUtf8);
            throw UserError.zh("第 " + line + " 行不是有效的 UTF-8 编码，而文件其余部分是 UTF-8（按其他编码读会把姓名读成乱码）："
                    + "未导入任何内容；请把整个文件用同一种编码（UTF-8 或 GBK/GB18030）重新保存",
                    "line " + line + " is not valid UTF-8 while the rest of the file is UTF-8 (read in any other encoding "
                    + "the names would be garbled): nothing imported; save the whole file again in one encoding "
                    + "(UTF-8 or GBK/GB18030)");
        }
        int badGb = firstUndecodable(GB18030, data, 0);
        if (badGb < 0) {
            return new String(data, GB18030);
        }
        int line = lineAt(data, badGb);
        throw UserError.zh("第 " + line + " 行既不是有效的 UTF-8，也不是有效的 GBK/GB18030 编码：未导入任何内容；"
                + "请把整个文件用同一种编码（UTF-8 或 GBK/GB18030）重新保存",
                "line " + line + " is neither valid UTF-8 nor valid GBK/GB18030: nothing imported; save the whole file "
                + "again in one encoding (UTF-8 or GBK/GB18030)");
    }

    /** Offset of the first byte that does not decode strictly in {@code cs}, or -1 when all of it does. */
    private static int firstUndecodable(Charset cs, byte[] data, int start) {
        CharsetDecoder dec = cs.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                .onUnmappableCharacter(CodingErrorAction.REPORT);
        ByteBuffer in = ByteBuffer.wrap(data, start, data.length - start);
        CharBuffer out = CharBuffer.allocate(4096);
        CoderResult r;
        do {
            r = dec.decode(in, out, true);
            if (r.isError()) {
                return in.position();
            }
            out.clear();
        } while (r.isOverflow());
        do {
            r = dec.flush(out);
            out.clear();
        } while (r.isOverflow());
        return -1;
    }

    /**
     * Whether the bytes above 0x7F mostly form well-formed UTF-8 sequences: at least as many as the bytes
     * that break the UTF-8 structure. GBK/GB18030 text breaks it at almost every character.
     */
    static boolean looksLikeUtf8(byte[] data, int start) {
        int valid = 0;
        int broken = 0;
        int i = start;
        while (i < data.length) {
            int b = data[i] & 0xff;
            if (b < 0x80) {
                i++;
                continue;
            }
            int len = b >= 0xC2 && b <= 0xDF ? 2 : b >= 0xE0 && b <= 0xEF ? 3 : b >= 0xF0 && b <= 0xF4 ? 4 : 0;
            boolean ok = len > 0 && i + len <= data.length;
            for (int k = 1; ok && k < len; k++) {
                ok = (data[i + k] & 0xC0) == 0x80;
            }
            if (ok) {
                valid++;
                i += len;
            } else {
                broken++;
                i++;
            }
        }
        return valid > 0 && valid >= broken;
    }

    /** 1-based line of a byte offset: LF, CRLF and a lone CR end a line (neither UTF-8 nor GB18030 uses them inside a character). */
    private static int lineAt(byte[] data, int offset) {
        int line = 1;
        for (int i = 0; i < offset && i < data.length; i++) {
            if (data[i] == '\n' || data[i] == '\r' && (i + 1 >= data.length || data[i + 1] != '\n')) {
                line++;
            }
        }
        return line;
    }

    public static List<Row> parse(String text) {
        char sep = detectSeparator(text);
        List<Row> rows = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
        int quoteLine = 0;
        int line = 1;
        int rowLine = 1;
        int i = 0;
        int n = text.length();
        while (i < n) {
            char ch = text.charAt(i);
            if (quoted) {
                if (ch == '"') {
                    if (i + 1 < n && text.charAt(i + 1) == '"') {
                        field.append('"');
                        i += 2;
                        continue;
                    }
                    quoted = false;
                } else {
                    if (ch == '\n' || ch == '\r' && (i + 1 >= n || text.charAt(i + 1) != '\n')) {
                        line++;
                    }
                    field.append(ch);
                }
                i++;
                continue;
            }
            if (ch == '"' && field.toString().isBlank()) {
                field.setLength(0);
                quoted = true;
                quoteLine = line;
            } else if (ch == sep) {
                fields.add(field.toString());
                field.setLength(0);
            } else if (ch == '\r' || ch == '\n') {
                fields.add(field.toString());
                field.setLength(0);
                rows.add(new Row(rowLine, List.copyOf(fields)));
                fields.clear();
                if (ch == '\r' && i + 1 < n && text.charAt(i + 1) == '\n') {
                    i++;
                }
                line++;
                rowLine = line;
            } else {
                field.append(ch);
            }
            i++;
        }
        if (quoted) {
            throw UserError.zh("第 " + quoteLine + " 行：引号没有闭合——这一行开始的引号直到文件末尾都没有结束，"
                    + "其后各行会被并成一个字段；未导入任何内容，请检查第 " + quoteLine + " 行的引号（\"）",
                    "row " + quoteLine + ": unterminated quote — the quote opened on line " + quoteLine
                    + " is never closed, so every line after it would merge into one field; nothing imported, "
                    + "check the quote (\") on line " + quoteLine);
        }
        if (field.length() > 0 || !fields.isEmpty()) {
            fields.add(field.toString());
            rows.add(new Row(rowLine, List.copyOf(fields)));
        }
        return rows;
    }

    private static char detectSeparator(String text) {
        int end = text.indexOf('\n');
        String header = end < 0 ? text : text.substring(0, end);
        if (header.indexOf(',') >= 0) {
            return ',';
        }
        if (header.indexOf('\t') >= 0) {
            return '\t';
        }
        if (header.indexOf('，') >= 0) {
            return '，';
        }
        if (header.indexOf(';') >= 0) {
            return ';';
        }
        return ',';
    }

    /** Quotes a field for CSV output when needed. */
    public static String quote(String s) {
        if (s == null) {
            return "";
        }
        if (s.indexOf(',') >= 0 || s.indexOf('"') >= 0 || s.indexOf('\n') >= 0 || s.indexOf('\r') >= 0) {
            return '"' + s.replace("\"", "\"\"") + '"';
        }
        return s;
    }

    /**
     * Cells left as they are although they start with a formula character: numbers ({@code -5}, {@code +3},
     * {@code -1.5}), results ({@code +/-}, {@code -/+}, {@code -/-}, a crosstable's {@code -} or {@code - +}) and
     * shared places ({@code =2}, {@code =1*}), which scripts and the project's own checks read back verbatim.
     * Made of digits, signs, {@code =}, slashes, ½, parentheses, {@code *}, dots and spaces only, such a cell names
     * no function, cell, sheet or DDE target: a spreadsheet may compute it, but nothing it could form reaches
     * outside its own text — which is what CSV injection needs.
     */
    private static final Pattern INERT = Pattern.compile("[-+=/½()*0-9. ]+");

    /**
     * A cell as an exported CSV writes it: one that starts with {@code = + - @}, a tab or a carriage return
     * (OWASP's CSV-injection list) and is not {@linkplain #INERT inert} gets a leading {@code '} and quotes, so
     * Excel and LibreOffice show it as text instead of running it; so does one that starts with {@code '}s and
     * such a character, so that {@link PlayerImport} can drop exactly one {@code '}. Everything else is
     * {@link #quote}d as needed.
     */
    public static String cell(String s) {
        if (s == null || s.isEmpty()) {
            return "";
        }
        boolean formula = formulaStart(s.charAt(0)) && !INERT.matcher(s).matches();
        // a cell that already reads like a neutralised one gets its own ' too, so an import can undo exactly one
        boolean escaped = quotedFormula(s);
        if (formula || escaped) {
            return "\"'" + s.replace("\"", "\"\"") + '"';
        }
        return quote(s);
    }

    private static boolean formulaStart(char c) {
        return c == '=' || c == '+' || c == '-' || c == '@' || c == '\t' || c == '\r';
    }

    /** Whether the text is one or more {@code '} followed by a formula character: what {@link #cell} makes of a formula. */
    static boolean quotedFormula(String s) {
        int i = 0;
        while (i < s.length() && s.charAt(i) == '\'') {
            i++;
        }
        return i > 0 && i < s.length() && formulaStart(s.charAt(i));
    }

    /** Joins fields into one CSV line (no line end); formula-like cells are neutralised ({@link #cell}). */
    public static String line(Object... fields) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < fields.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(cell(fields[i] == null ? "" : fields[i].toString()));
        }
        return sb.toString();
    }
}
