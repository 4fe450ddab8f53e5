; Inno Setup 6 script: the Windows installer for fibsgui, made from the PyInstaller bundle
; dist\fibsgui\ (packaging\build_windows.ps1 builds both). By hand, from the repository root:
;     iscc /DAppVersion=0.1.0 /DAppVersionNumbers=0.1.0.0 packaging\windows\fibsgui.iss
; Writes dist\fibsgui-<version>-windows-x64-setup.exe.
;
; Installs for the current user without administrator rights by default (the user may choose all
; users); settings, accounts and history live in the user's own folders and are kept on uninstall.

#define AppName "fibsgui"
#define AppExe "fibsgui.exe"
#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=x.y.z fibsgui.iss
#endif
#ifndef AppVersionNumbers
  #error Pass the version's four numbers: iscc /DAppVersionNumbers=x.y.z.0 fibsgui.iss
#endif
#ifndef BundleDir
  #define BundleDir "..\..\dist\fibsgui"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

[Setup]
; AppId identifies the installation for upgrades and uninstall: never change it.
AppId={{01757090-5C40-46E4-8C1A-8F6C80294B8C}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=The fibsgui developers
AppComments=A desktop client for FIBS, the First Internet Backgammon Server
; Free-form, so that pre-release versions (0.2.0b1) work; VersionInfoVersion wants four numbers.
VersionInfoTextVersion={#AppVersion}
VersionInfoProductTextVersion={#AppVersion}
VersionInfoVersion={#AppVersionNumbers}
VersionInfoProductVersion={#AppVersionNumbers}
VersionInfoDescription={#AppName} setup
; Signed when build_windows.ps1 is given a certificate (it passes /DSign=1 and /Ssigntool=...).
#ifdef Sign
SignTool=signtool
SignedUninstaller=yes
#endif
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
LicenseFile=..\..\LICENSE
OutputDir={#OutputDir}
OutputBaseFilename={#AppName}-{#AppVersion}-windows-x64-setup
SetupIconFile=..\icons\fibsgui.ico
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName}
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
CloseApplications=yes

[Languages]
; The languages fibsgui ships (translations/fibsgui_<lang>.qm), no more, no fewer.
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "danish"; MessagesFile: "compiler:Languages\Danish.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; An upgrade replaces the bundle as a whole: no library of the previous version stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
Source: "{#BundleDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
