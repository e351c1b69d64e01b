package org.qicai.app.print;

import java.awt.Graphics2D;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import org.qicai.core.model.EventSettings;

/** The title block and footer every report shares. */
final class ReportHeader {
    private final String eventName;
    private final String title;
    private final String info;
    private final String printedAt;

    ReportHeader(EventSettings s, String title, String extraInfo, boolean english) {
        this.eventName = s.name();
        this.title = title;
        StringBuilder sb = new StringBuilder();
        String organiser = s.option(EventSettings.ORGANISER, "");
        if (!organiser.isEmpty()) {
            sb.append(english ? "Organiser: " : "主办：").append(organiser).append("   ");
        }
        String venue = s.option(EventSettings.VENUE, "");
        String dates = s.option(EventSettings.DATES, "");
        if (!venue.isEmpty()) {
            sb.append(english ? "Venue: " : "地点：").append(venue).append("   ");
        }
        if (!dates.isEmpty()) {
            sb.append(english ? "Dates: " : "日期：").append(dates).append("   ");
        }
        if (extraInfo != null && !extraInfo.isEmpty()) {
            sb.append(extraInfo);
        }
        this.info = sb.toString().strip();
        this.printedAt = LocalDateTime.now().format(DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm"));
    }

    /** Draws the title block; returns the y where the body starts. */
    double draw(Graphics2D g, double pageWidth) {
        double y = Draw.MARGIN + 18;
        Draw.centered(g, eventName, pageWidth, y, Fonts.bold(16));
        y += 22;
        Draw.centered(g, title, pageWidth, y, Fonts.bold(13));
        y += 16;
        if (!info.isEmpty()) {
            Draw.centered(g, info, pageWidth, y, Fonts.plain(9));
            y += 8;
        }
        return y + 8;
    }

    /** Draws the footer: who signs, when printed, page x / y. */
    void footer(Graphics2D g, double pageWidth, double pageHeight, int page, int pages, String signLine) {
        double y = pageHeight - Draw.MARGIN + 6;
        if (signLine != null && !signLine.isEmpty()) {
            Draw.text(g, signLine, Draw.MARGIN, y - 18, Fonts.plain(10));
        }
        Draw.text(g, "棋裁 QiCai  " + printedAt, Draw.MARGIN, y, Fonts.plain(7.5f));
        String p = (page + 1) + " / " + pages;
        Draw.text(g, p, pageWidth - Draw.MARGIN - Draw.width(g, p, Fonts.plain(7.5f)), y, Fonts.plain(7.5f));
    }

    /** Where the body starts on a page, below the tallest title block ({@link #draw} with an info line). */
    static double bodyTop() {
        return Draw.MARGIN + 80;
    }

    static double bodyBottom(double pageHeight) {
        return pageHeight - Draw.MARGIN - 30;
    }

    /** The chief arbiter's line at the foot of a report: the event's chief arbiter, or a blank to sign on. */
    static String signLine(EventSettings s, boolean english) {
        String arb = s.option(EventSettings.CHIEF_ARBITER, "");
        return (english ? "Chief arbiter: " : "裁判长：") + (arb.isEmpty() ? "______________" : arb);
    }
}
