package org.qicai.plugin.go.mcmahon;

/** OpenGotha's placement criteria, by the names its files use ({@code PlacementCriterion name}). */
enum Crit {
    NULL("NULL"), CAT("CAT"), RANK("Rank"), RATING("Rating"), NBW("NBW"), MMS("MMS"), STS("STS"), CPS("CPS"),
    SOSW("SOSW"), SOSWM1("SOSW-1"), SOSWM2("SOSW-2"), SODOSW("SODOSW"), SOSOSW("SOSOSW"), CUSSW("CUSSW"),
    SOSM("SOSM"), SOSMM1("SOSM-1"), SOSMM2("SOSM-2"), SODOSM("SODOSM"), SOSOSM("SOSOSM"), CUSSM("CUSSM"),
    SOSTS("SOSTS"), EXT("EXT"), EXR("EXR"), SDC("SDC"), DC("DC");

    final String fileName;

    Crit(String fileName) {
        this.fileName = fileName;
    }

    /** The criterion a file names; an unknown name is no criterion (OpenGotha ignores it too). */
    static Crit of(String name) {
        if (name == null) {
            return NULL;
        }
        String s = name.strip();
        for (Crit c : values()) {
            if (c.fileName.equals(s)) {
                return c;
            }
        }
        for (Crit c : values()) {
            if (c.fileName.equalsIgnoreCase(s) || c.name().equalsIgnoreCase(s)) {
                return c;
            }
        }
        return NULL;
    }
}
