@echo off
rem QiCai launcher for Windows (release archive). Needs a Java 17+ runtime, nothing else.
rem   Double-click:                 the workstation opens; no console window stays open (javaw).
rem   Drop a .qicai file on it:     the workstation opens on that event.
rem   From a console (cmd):         qicai.bat sample, qicai.bat gui FILE.qicai, qicai.bat --help, ...
rem Java: %JAVA_HOME%\bin\java.exe when JAVA_HOME is set, else java.exe on the PATH.
rem QICAI_JAVA_OPTS replaces the default JVM options (-Xmx1g).
rem Exit status: the command's own; 3 when no usable Java 17 was found.
setlocal EnableExtensions DisableDelayedExpansion
set "OLDCP="
for /f "tokens=2 delims=:." %%c in ('chcp') do set "OLDCP=%%c"
chcp 65001 >nul
set "HERE=%~dp0"
set "JAR=%HERE%qicai.jar"
set "OPTS=%QICAI_JAVA_OPTS%"
if not defined OPTS set "OPTS=-Xmx1g"

rem The window (javaw, detached) for no arguments or a single .qicai file; the console otherwise.
set "MODE=console"
if "%~1"=="" set "MODE=window"
if /i "%~x1"==".qicai" if "%~2"=="" set "MODE=window"

rem ---- find Java 17+ -------------------------------------------------------------------------
set "JAVA="
if defined JAVA_HOME (
  if exist "%JAVA_HOME%\bin\java.exe" (set "JAVA=%JAVA_HOME%\bin\java.exe") else (
    set "WHY=JAVA_HOME=%JAVA_HOME% 下没有 bin\java.exe。"
    set "WHYEN=JAVA_HOME=%JAVA_HOME% has no bin\java.exe."
    goto nojava
  )
)
if not defined JAVA for %%J in (java.exe) do set "JAVA=%%~$PATH:J"
if not defined JAVA (
  set "WHY=找不到 Java（PATH 中没有 java，也未设置 JAVA_HOME）。"
  set "WHYEN=Java was not found (no java on the PATH and JAVA_HOME is not set)."
  goto nojava
)
for %%J in ("%JAVA%") do set "JBIN=%%~dpJ"
for %%J in ("%JBIN%..") do set "JHOME=%%~fJ"
set "JVER="
if exist "%JHOME%\release" for /f "usebackq tokens=1,* delims==" %%a in ("%JHOME%\release") do (
  if "%%a"=="JAVA_VERSION" set "JVER=%%~b"
)
if not defined JVER (
  "%JAVA%" -version 2>"%TEMP%\qicai-java-version.txt"
  for /f "usebackq tokens=1-3" %%a in ("%TEMP%\qicai-java-version.txt") do (
    if /i "%%b"=="version" if not defined JVER set "JVER=%%~c"
  )
  del "%TEMP%\qicai-java-version.txt" >nul 2>&1
)
set "MAJ=" & set "MIN="
if defined JVER for /f "tokens=1,2 delims=.-_+" %%a in ("%JVER%") do (set "MAJ=%%a" & set "MIN=%%b")
if "%MAJ%"=="1" set "MAJ=%MIN%"
set /a MAJN=0
if defined MAJ set /a MAJN=MAJ 2>nul
if %MAJN% EQU 0 (
  set "WHY=%JAVA% 不能运行（java -version 无结果）。"
  set "WHYEN=%JAVA% does not run (no answer to java -version)."
  goto nojava
)
if %MAJN% LSS 17 (
  set "WHY=%JAVA% 是 Java %JVER%，QiCai 需要 Java 17 或更新版本。"
  set "WHYEN=%JAVA% is Java %JVER%; QiCai needs Java 17 or newer."
  goto nojava
)

rem ---- class-data sharing: one archive for the window, one for the other commands -------------
rem The first run of each kind records the classes it loaded when it ends; later starts map them.
rem Made again when qicai.jar or the Java runtime changes (the .java file next to it says which).
set "KIND=cli"
if "%MODE%"=="window" set "KIND=gui"
if /i "%~1"=="gui" set "KIND=gui"
if /i "%~1"=="sample" set "KIND=gui"
for %%A in (%*) do (
  if /i "%%~A"=="--no-window" set "KIND=cli"
  if /i "%%~A"=="--help" set "KIND=cli"
  if /i "%%~A"=="-h" set "KIND=cli"
  if /i "%%~A"=="--version" set "KIND=cli"
  if /i "%%~A"=="-V" set "KIND=cli"
)
set "CDSDIR=%HERE%cds"
mkdir "%CDSDIR%" >nul 2>&1
copy /y nul "%CDSDIR%\.writable" >nul 2>&1 || set "CDSDIR=%LOCALAPPDATA%\QiCai\cds"
del "%CDSDIR%\.writable" >nul 2>&1
mkdir "%CDSDIR%" >nul 2>&1
set "JSA=%CDSDIR%\%KIND%.jsa"
for %%F in ("%JAR%") do set "STAMP=%JVER% %JHOME% %%~zF %%~tF %HERE%"
set "OLDSTAMP="
if exist "%JSA%.java" set /p OLDSTAMP=<"%JSA%.java"
set "USECDS="
if exist "%JSA%" if "%OLDSTAMP%"=="%STAMP%" set "USECDS=1"
if defined USECDS goto cdsready
del "%JSA%" >nul 2>&1
>"%JSA%.java" echo(%STAMP%
set "CDS=-XX:ArchiveClassesAtExit=%JSA%"
goto cdsdone
:cdsready
set "CDS=-XX:SharedArchiveFile=%JSA%"
:cdsdone

rem The client compiler alone for the window and short commands (start-up); full JIT for the commands
rem that pair or replay whole events. QICAI_JAVA_OPTS comes after it: -XX:TieredStopAtLevel=4 there undoes it.
rem One compiler thread leaves a core of a two-core laptop to the window; not with the arbiter's own JVM
rem options, which may bring the full JIT back (it needs two).
set "JIT=-XX:TieredStopAtLevel=1 -XX:CICompilerCount=1"
if defined QICAI_JAVA_OPTS set "JIT=-XX:TieredStopAtLevel=1"
if /i "%~1"=="bench" set "JIT="
if /i "%~1"=="trf" set "JIT="
if /i "%~1"=="demo" set "JIT="
if /i "%~1"=="round" set "JIT="
set "JOPTS=-Xlog:cds=off -Xlog:cds+dynamic=off -Dfile.encoding=UTF-8 -Dsun.stdout.encoding=UTF-8 -Dsun.stderr.encoding=UTF-8"
if "%MODE%"=="window" (
  set "JAVAW=%JBIN%javaw.exe"
  if not exist "%JBIN%javaw.exe" set "JAVAW=%JAVA%"
  goto window
)
"%JAVA%" %JIT% %OPTS% "%CDS%" %JOPTS% -jar "%JAR%" %*
set "CODE=%ERRORLEVEL%"
if defined OLDCP chcp %OLDCP% >nul
exit /b %CODE%

:window
if "%~1"=="" (
  start "QiCai" "%JAVAW%" %JIT% %OPTS% "%CDS%" %JOPTS% -jar "%JAR%"
) else (
  start "QiCai" "%JAVAW%" %JIT% %OPTS% "%CDS%" %JOPTS% -jar "%JAR%" gui "%~f1"
)
if defined OLDCP chcp %OLDCP% >nul
exit /b 0

:nojava
echo qicai: %WHY%
echo        请安装 Java 17 或更新版本（JRE 即可，例如 Eclipse Temurin 17：https://adoptium.net/zh-CN/temurin/releases/），
echo        或把 JAVA_HOME 设为已安装的 Java 17 目录。详见 使用说明.txt。
echo qicai: %WHYEN%
echo        Install Java 17 or newer (a JRE is enough, e.g. Eclipse Temurin 17: https://adoptium.net/temurin/releases/),
echo        or set JAVA_HOME to an installed Java 17. See 使用说明.txt.
if "%MODE%"=="window" pause
if defined OLDCP chcp %OLDCP% >nul
exit /b 3
