package org.qicai.core.io;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * Minimal RFC 4180 CSV: quoted fields, doubled quotes, CR/LF/CRLF line ends, comma or tab or
 * Chinese comma separators detected from the header. Decoding tries UTF-8 (with or without BOM)
 * and falls back to GB18030, which covers GBK — what Excel on a Chinese Windows writes.
 */
public final class Csv {
    private Csv() {
    }

    /** A parsed row with its 1-based line number in the file. */
    public record Row(int line, List<String> fields) {
        public String get(int i) {
            return i >= 0 && i < fields.size() ? fields.get(i).strip() : "";
        }

        public boolean isBlank() {
            return fields.stream().allMatch(f -> f.isBlank());
        }
    }

    /** Decodes bytes as UTF-8 when valid, otherwise as GB18030. */
    public static String decode(byte[] data) {
        int start = data.length >= 3 && (data[0] & 0xff) == 0xEF && (data[1] & 0xff) == 0xBB && (data[2] & 0xff) == 0xBF
                ? 3 : 0;
        ByteBuffer buf = ByteBuffer.wrap(data, start, data.length - start);
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(buf).toString();
        } catch (CharacterCodingException e) {
            return new String(data, Charset.forName("GB18030"));
        }
    }

    public static List<Row> parse(String text) {
        char sep = detectSeparator(text);
        List<Row> rows = new ArrayList<>();
        List<String> fields = new ArrayList<>();
        StringBuilder field = new StringBuilder();
        boolean quoted = false;
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
                    if (ch == '\n') {
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

    /** Joins fields into one CSV line (no line end). */
    public static String line(Object... fields) {
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < fields.length; i++) {
            if (i > 0) {
                sb.append(',');
            }
            sb.append(quote(fields[i] == null ? "" : fields[i].toString()));
        }
        return sb.toString();
    }
}
