@echo off
rem fibsgui, portable: settings, history, records and logs stay in the "data" folder beside
rem this file (FIBSGUI_HOME), so the whole folder can move to another computer or a USB stick.
set "FIBSGUI_HOME=%~dp0data"
start "" "%~dp0fibsgui.exe" %*
