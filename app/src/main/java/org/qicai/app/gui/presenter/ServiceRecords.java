package org.qicai.app.gui.presenter;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Optional;
import org.qicai.core.game.Ruling;
import org.qicai.core.service.RecordService;
import org.qicai.core.service.RulingService;

/** The board window's records through the event's {@link RecordService} and {@link RulingService}. */
public final class ServiceRecords implements GameRecords {
    private static final DateTimeFormatter AT = DateTimeFormatter.ofPattern("yyyy-MM-dd HH:mm")
            .withZone(ZoneId.systemDefault());

    private final EventSession session;

    public ServiceRecords(EventSession session) {
        this.session = session;
    }

    private RecordService records() {
        return new RecordService(session.require());
    }

    @Override
    public boolean available() {
        return session.hasEvent();
    }

    @Override
    public Optional<Stored> find(int round, int board) {
        return records().find(round, board)
                .map(s -> new Stored(s.text(), s.enteredBy(), s.at() == null ? "" : AT.format(s.at())));
    }

    @Override
    public void store(int round, int board, String text) {
        records().store(round, board, text);
        session.changed();
    }

    @Override
    public Ruling judge(int round, int board) {
        return records().judge(round, board);
    }

    @Override
    public void accept(int round, int board) {
        new RulingService(session.require()).accept(round, board);
        session.changed();
    }
}
